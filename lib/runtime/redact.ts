/**
 * Personal data and secrets never reach the logs: fields named like them are replaced whole,
 * and e-mail addresses, phone numbers and query parameters that look like them are masked in
 * any string (a database error repeats the row it failed to write, values and all).
 */

export const REDACTED = '[redacted]';

const SECRET_KEY =
  /^(e-?mail|phone|tel|mobile|address(_?line)?\d?|street|line[12]|city|zip|postal_?code|name|first_?name|last_?name|full_?name|password|pass|secret|token|reset_?token|session|cookie|set-cookie|authorization|card|iban|ip)$/i;

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g;
const PHONE = /(?<![\w/-])\+?\(?\d{1,4}\)?[\s.-]?\(?\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}\b/g;
const TOKEN_PARAM = /([?&](token|key|secret|signature|code)=)[^&\s"']+/gi;
// Drizzle and postgres-js print every bound value of a failed query on a "params:" line.
const QUERY_PARAMS = /(params: ).*/g;

export function redactText(text: string): string {
  return text.replace(QUERY_PARAMS, `$1${REDACTED}`).replace(EMAIL, REDACTED).replace(TOKEN_PARAM, `$1${REDACTED}`).replace(PHONE, REDACTED);
}

/** A copy of a log record with secret-named fields and personal data in strings masked. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && item !== null && item !== undefined ? REDACTED : redact(item, depth + 1);
  }
  return out;
}
