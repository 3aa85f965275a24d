import { and, eq, gt, isNull } from 'drizzle-orm';
import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { resetSchema } from '@/lib/schemas/auth';
import { db } from '@/lib/db/client';
import { passwordResetTokens, sessions, users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { hashToken } from '@/lib/auth/tokens';
import { startSession } from '@/lib/auth/session';

export const POST = handle(async (request) => {
  const input = await parseJson(request, resetSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'recover');
  if (limited) return limited;

  const database = await db();
  const passwordHash = await hashPassword(input.data.password);
  const userId = await database.transaction(async (tx) => {
    // Marking the token used in the same statement that checks it makes it single-use under races.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.data.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    // Whoever knew the old password is signed out everywhere.
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    return claimed.userId;
  });
  if (userId === null) return apiError(request, 400, 'invalid_token');

  const cookie = await startSession(database, userId);
  return Response.json({ reset: true }, { headers: { 'set-cookie': cookie } });
});
