/*
 * The shapes of an e-mail address, a US phone number and a ZIP code, without a validation
 * library: the footer's newsletter form (on every page) and the checkout and address forms use
 * them in the browser (as checks and as `pattern` attributes) without zod in their first-load
 * JavaScript; the schemas (lib/shop/common/schemas.ts and each domain's) use the same ones.
 */

/** Local part, @, a domain with a dot and a two-letter or longer ending (spec 000 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

export const ZIP_PATTERN = '\\d{5}(-\\d{4})?';
// Escaped so it also compiles under the `v` flag browsers use for the `pattern` attribute.
export const PHONE_PATTERN = String.raw`\+?[0-9 \(\)\.\-]{7,20}`;
