import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { db, type Database } from '@/lib/db/client';
import { sessions, users } from '@/lib/db/schema';
import { hashToken, newToken } from './tokens';
import { readCookie, serializeCookie } from './cookies';

export const SESSION_COOKIE = 'yps_session';
const SESSION_DAYS = 30;

export type SessionUser = { id: number; firstName: string; lastName: string; email: string };

/** Creates a session row; the answer carries the returned Set-Cookie value, which names it. */
export async function startSession(database: Database, userId: number): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await database.insert(sessions).values({ tokenHash: hash, userId, expiresAt });
  return serializeCookie(SESSION_COOKIE, token, { expires: expiresAt });
}

async function userForToken(token: string | null | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const [row] = await (await db())
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** The signed-in shopper of an API request, from the session cookie only: never from a URL or a body. */
export const userFromRequest = (request: Request) => userForToken(readCookie(request, SESSION_COOKIE));

/** The signed-in shopper of the page being rendered. */
export const currentUser = async () => userForToken((await cookies()).get(SESSION_COOKIE)?.value);

/** Deletes the session and answers the Set-Cookie value that removes the cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await (await db()).delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return serializeCookie(SESSION_COOKIE, '', { maxAge: 0 });
}
