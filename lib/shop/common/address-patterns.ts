/**
 * The shapes of a US shipping address's phone and ZIP code, as `pattern` attributes (the browser's own
 * check) and in the order and address schemas. A module of their own, so the checkout and address
 * forms take the patterns without the schemas' validation library.
 */
export const ZIP_PATTERN = '\\d{5}(-\\d{4})?';
// Escaped so it also compiles under the `v` flag browsers use for the `pattern` attribute.
export const PHONE_PATTERN = String.raw`\+?[0-9 \(\)\.\-]{7,20}`;
