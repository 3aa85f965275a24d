import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Requests the shop's server makes to itself (the order sweep asking its own route handler to
 * expire cached pages) carry `X-Shop-Signature: t=<ms>,v1=<hex>`: an HMAC-SHA256 of the time,
 * the method and path, and the body, under a key derived from the server's signing secret. Only
 * a process holding that secret can sign; the path in the signed text keeps a signature for one
 * internal route from being replayed on another, and the time bounds a replay to a minute, within
 * which repeating the request only does again what it did.
 */
export const INTERNAL_SIGNATURE_HEADER = 'x-shop-signature';

/** How far the signed time may be from this server's clock, either way. */
export const INTERNAL_SIGNATURE_MAX_AGE_MS = 60_000;

/** A key for internal requests only, so it never equals the key that signs visitor ids. */
export function internalKey(signingSecret: string): Buffer {
  return createHmac('sha256', signingSecret).update('shop internal requests v1').digest();
}

const mac = (key: Buffer, time: number, method: string, path: string, body: string) =>
  createHmac('sha256', key).update(`${time}\n${method.toUpperCase()}\n${path}\n${body}`).digest();

export function signInternal(key: Buffer, method: string, path: string, body: string, now = Date.now()): string {
  return `t=${now},v1=${mac(key, now, method, path, body).toString('hex')}`;
}

const SIGNATURE = /^t=(\d{1,16}),v1=([0-9a-f]{64})$/;

export function verifyInternal(key: Buffer, header: string | null, method: string, path: string, body: string, now = Date.now()): boolean {
  const match = header === null ? null : SIGNATURE.exec(header);
  if (!match) return false;
  const time = Number(match[1]);
  if (Math.abs(now - time) > INTERNAL_SIGNATURE_MAX_AGE_MS) return false;
  return timingSafeEqual(Buffer.from(match[2], 'hex'), mac(key, time, method, path, body));
}
