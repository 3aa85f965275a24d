import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { db } from '@/lib/db/client';
import { sessions } from '@/lib/db/schema';
import type { Account } from './types';
import { hashToken, newToken } from './tokens';
import { readCookie, serializeCookie } from './cookies';
import { redirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

export const SESSION_COOKIE = 'yps_session';
const SESSION_DAYS = 30;

/** The signed-in shopper: the shop's account, known to this server only through the session row. */
export type SessionUser = Account;

/** Creates a session row for an account the shop confirmed; the answer is the Set-Cookie value that names it. */
export async function startSession(account: Account): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await (await db()).insert(sessions).values({
    tokenHash: hash,
    accountId: account.id,
    accountName: account.name,
    accountEmail: account.email,
    expiresAt,
  });
  return serializeCookie(SESSION_COOKIE, token, { expires: expiresAt });
}

async function userForToken(token: string | null | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const [row] = await (await db())
    .select({ id: sessions.accountId, name: sessions.accountName, email: sessions.accountEmail })
    .from(sessions)
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

/** Account pages are for signed-in shoppers; visitors go to the login page. */
export async function requireUser(locale: Locale): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(localizedPath(locale, '/account/login'));
  return user;
}
