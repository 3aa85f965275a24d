import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { passwordResetTokens, sessions, users } from '@/lib/db/schema';
import type { Account, Registration } from '../types';
import type { Locale } from '@/lib/i18n/routing';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { siteOrigin } from '@/lib/runtime/config';
import { queueMail } from '@/lib/mail/queue';
import { passwordResetMail } from '../account-mail';
import { decoyHash, hashPassword, verifyPassword } from '../password';
import { hashToken, newToken, RESET_TOKEN_MINUTES } from '../tokens';

/** The embedded shop's accounts: users in this server's database. */

const accountOf = (user: { id: number; firstName: string; lastName: string; email: string }): Account => ({
  id: String(user.id),
  name: displayName(user),
  email: user.email,
});

export async function login(database: Database, email: string, password: string): Promise<Account | null> {
  const user = await findUserByEmail(database, email);
  // One answer for an unknown e-mail and a wrong password, in the same time, so the login form
  // cannot be used to learn who has an account.
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  return user && valid ? accountOf(user) : null;
}

export async function register(database: Database, input: Registration): Promise<Account | 'email_exists'> {
  if (await findUserByEmail(database, input.email)) return 'email_exists';
  const [user] = await database
    .insert(users)
    .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash: await hashPassword(input.password) })
    .onConflictDoNothing()
    .returning();
  // Two sign-ups racing for one address: the unique index lets only one through.
  return user ? accountOf(user) : 'email_exists';
}

/** Mails a single-use link when the address has an account; silent otherwise. */
export async function recover(database: Database, email: string, locale: Locale): Promise<void> {
  const user = await findUserByEmail(database, email);
  if (!user) return;
  const { token, hash } = newToken();
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const link = `${siteOrigin()}${prefix}/account/login/recovery?token=${token}`;
  // The token and its mail are written together: a link is never sent for a token that was not stored.
  await database.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({ tokenHash: hash, userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000) });
    await queueMail(tx, passwordResetMail({ to: user.email, locale, link, minutes: RESET_TOKEN_MINUTES }));
  });
}

/**
 * Gives an account a new password (by reset or by change): whoever knew the old one is signed
 * out everywhere, and every reset link still outstanding stops working, so nothing issued before
 * the change outlives it.
 */
export async function replacePassword(database: Database, userId: number, passwordHash: string) {
  const [user] = await database.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
  await database.delete(sessions).where(eq(sessions.accountId, String(userId)));
  await database
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  return user;
}

export async function resetPassword(database: Database, token: string, password: string): Promise<Account | null> {
  const passwordHash = await hashPassword(password);
  return database.transaction(async (tx) => {
    // Marking the token used in the same statement that checks it makes it single-use under races.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    return accountOf(await replacePassword(tx, claimed.userId, passwordHash));
  });
}

export async function findUserByEmail(database: Database, email: string) {
  const [user] = await database.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
  return user ?? null;
}

export const displayName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
