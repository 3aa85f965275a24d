import { createHash, randomBytes } from 'node:crypto';

/** A reset link works once, for an hour. */
export const RESET_TOKEN_MINUTES = 60;

/** A random secret for a cookie or a link, and the hash that is stored in its place. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
