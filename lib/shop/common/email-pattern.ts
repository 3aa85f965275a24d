// Apart from the schemas (lib/shop/common/schemas.ts), so the footer's newsletter form (on every
// page) checks an address without importing zod into every page's first-load JavaScript.

/** Local part, @, a domain with a dot and a two-letter or longer ending (spec 000 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
