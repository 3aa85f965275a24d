/**
 * Personal data and secrets never reach the logs. Fields are masked by their exact place in a
 * record (pino's `redact.paths`): the secret headers of a request or an answer, and the fields of
 * the bodies that carry passwords, tokens, cards, names and addresses (sign-in, registration,
 * password reset, checkout, the address book). Never by a bare key anywhere: a product's or a
 * hook's `name` is no person's. Text is masked too (redactText): e-mail addresses, phone numbers
 * and query parameters that look like secrets, since a database error repeats the row it failed
 * to write, values and all.
 */

export const REDACTED = '[redacted]';

const HEADER_HOLDERS = ['headers', 'req.headers', 'request.headers', 'res.headers', 'response.headers'];
const SECRET_HEADERS = ['cookie', 'set-cookie', 'authorization', 'proxy-authorization'];
const BODY_HOLDERS = ['body', 'req.body', 'request.body'];
const PERSONAL_BODY_FIELDS = [
  ...['password', 'token', 'card'],
  ...['email', 'name', 'firstName', 'lastName', 'phone'],
  // Checkout's and the address book's shapes (lib/shop/orders/order-request.ts).
  ...['contact', 'address', 'line1', 'line2', 'city', 'zip'],
];
// What a caller may log under its own name at the top of a record.
const TOP_LEVEL = ['password', 'token', 'cookie', 'authorization', 'email', 'phone'];

export const REDACT_PATHS: string[] = [
  ...HEADER_HOLDERS.flatMap((holder) => SECRET_HEADERS.map((header) => `${holder}["${header}"]`)),
  ...BODY_HOLDERS.flatMap((holder) => PERSONAL_BODY_FIELDS.map((field) => `${holder}.${field}`)),
  ...TOP_LEVEL,
];

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g;
const PHONE = /(?<![\w/-])\+?\(?\d{1,4}\)?[\s.-]?\(?\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}\b/g;
const TOKEN_PARAM = /([?&](token|key|secret|signature|code)=)[^&\s"']+/gi;
// Drizzle and postgres-js print every bound value of a failed query on a "params:" line.
const QUERY_PARAMS = /(params: ).*/g;

export function redactText(text: string): string {
  return text.replace(QUERY_PARAMS, `$1${REDACTED}`).replace(EMAIL, REDACTED).replace(TOKEN_PARAM, `$1${REDACTED}`).replace(PHONE, REDACTED);
}
