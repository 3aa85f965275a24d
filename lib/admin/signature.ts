/**
 * Proof that a request to an operator route (POST /api/admin/expire) comes from someone holding
 * the shop's signing secret: an HMAC-SHA256 of the timestamp and the exact body, sent as
 * `X-Shop-Signature: t=<unix seconds>,v1=<hex>`. The timestamp bounds how long a captured request
 * can be replayed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-shop-signature';
/** How far a signature's time may be from the receiver's clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const mac = (secret: string, seconds: number, body: string) => createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');

export function signBody(secret: string, body: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000);
  return `t=${seconds},v1=${mac(secret, seconds, body)}`;
}

export function verifySignature(header: string | null, body: string, secret: string, now = Date.now()): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const seconds = Number(parts.t);
  if (!Number.isInteger(seconds) || !/^[a-f0-9]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(now / 1000 - seconds) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(parts.v1, 'hex'), Buffer.from(mac(secret, seconds, body), 'hex'));
}
