import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { loginSchema } from '@/lib/schemas/auth';
import { db } from '@/lib/db/client';
import { decoyHash, verifyPassword } from '@/lib/auth/password';
import { startSession } from '@/lib/auth/session';
import { displayName, findUserByEmail } from '@/lib/auth/users';

export const POST = handle(async (request) => {
  const input = await parseJson(request, loginSchema);
  if (!input.ok) return input.response;
  const limited = (await rateLimited(request, 'login')) ?? (await rateLimited(request, 'login', input.data.email.toLowerCase()));
  if (limited) return limited;

  const database = await db();
  const user = await findUserByEmail(database, input.data.email);
  // One answer for an unknown e-mail and a wrong password, in the same time, so the login form
  // cannot be used to learn who has an account.
  const valid = await verifyPassword(input.data.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid) return apiError(request, 401, 'invalid_credentials');

  const cookie = await startSession(database, user.id);
  return Response.json({ user: { name: displayName(user), email: user.email } }, { headers: { 'set-cookie': cookie } });
});
