import { randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a number read over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_BYTES = 5;

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** `YPS-20250314-7KQ2M9XD`: the UTC day of the order, then 40 random bits. */
export function orderNumber(date: Date, random: Uint8Array = randomBytes(RANDOM_BYTES)): string {
  const day = date.toISOString().slice(0, 10).replaceAll('-', '');
  return `YPS-${day}-${base32(random)}`;
}
