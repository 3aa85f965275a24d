import 'server-only';
import { randomBytes } from 'node:crypto';
import { STORAGE_KEYS } from '@/lib/stores/keys';

/** The anonymous visitor behind a reaction: a random id in an httpOnly cookie, set on the first reaction. */
export const VISITOR_COOKIE = STORAGE_KEYS.visitorId;
const VISITOR_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR = 365 * 24 * 3600;

export function readVisitor(cookieHeader: string | null | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE}=([^;]+)`).exec(cookieHeader ?? '');
  return match && VISITOR_PATTERN.test(match[1]) ? match[1] : null;
}

export const newVisitorId = () => randomBytes(16).toString('base64url');

export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
