import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { passwordResetTokens, sessions, users } from '@/lib/db/schema';

export async function findUserByEmail(database: Database, email: string) {
  const [user] = await database.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
  return user ?? null;
}

export const displayName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/**
 * Gives an account a new password (by reset or by change): every session is ended and every
 * reset link still outstanding stops working, so nothing issued before the change outlives it.
 */
export async function replacePassword(database: Database, userId: number, passwordHash: string): Promise<void> {
  await database.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await database.delete(sessions).where(eq(sessions.userId, userId));
  await database
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
