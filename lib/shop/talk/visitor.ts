import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { signingSecret } from '@/lib/security/signing-secret';
import { STORAGE_KEYS } from '@/lib/shop/common/storage-keys';

/**
 * The anonymous visitor behind a reaction: a random id the server issues, signed with HMAC, in an
 * httpOnly cookie `{id}.{signature}`. An id the server did not sign (made up, or from before ids
 * were signed) is never counted.
 */
export const VISITOR_COOKIE = STORAGE_KEYS.visitorId;
const COOKIE_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const ONE_YEAR = 365 * 24 * 3600;

const sign = (id: string) => createHmac('sha256', signingSecret()).update(`visitor:${id}`).digest('base64url');

export type VisitorCookie = { state: 'absent' } | { state: 'forged' } | { state: 'valid'; id: string };

export function readVisitorCookie(cookieHeader: string | null | undefined): VisitorCookie {
  const value = new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  if (!value) return { state: 'absent' };
  const match = COOKIE_PATTERN.exec(value);
  if (!match) return { state: 'forged' };
  const expected = Buffer.from(sign(match[1]));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { state: 'valid', id: match[1] } : { state: 'forged' };
}

/** The visitor id of a cookie the server signed, else null. */
export function readVisitor(cookieHeader: string | null | undefined): string | null {
  const cookie = readVisitorCookie(cookieHeader);
  return cookie.state === 'valid' ? cookie.id : null;
}

export const newVisitorId = () => randomBytes(16).toString('base64url');

export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}.${sign(id)}; Path=/; Max-Age=${ONE_YEAR}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
