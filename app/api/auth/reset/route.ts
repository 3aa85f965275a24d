import { and, eq, gt, isNull } from 'drizzle-orm';
import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { otherMethods } from '@/lib/api/methods';
import { resetSchema } from '@/lib/schemas/auth';
import { db } from '@/lib/db/client';
import { passwordResetTokens, users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { hashToken } from '@/lib/auth/tokens';
import { startSession } from '@/lib/auth/session';
import { accountRecovered } from '@/lib/auth/login-guard';
import { replacePassword } from '@/lib/auth/users';

export const POST = handle(async (request) => {
  const input = await parseJson(request, resetSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'reset');
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
    await replacePassword(tx, claimed.userId, passwordHash);
    return claimed.userId;
  });
  if (userId === null) return apiError(request, 400, 'invalid_token');

  const [user] = await database.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await accountRecovered(user.email);
  const cookie = await startSession(database, userId);
  return Response.json({ reset: true }, { headers: { 'set-cookie': cookie } });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
