import { apiError, handle, parseJson } from '@/lib/api/respond';
import { clientAddress } from '@/lib/api/client-address';
import { tooManyRequests } from '@/lib/api/rate-limited';
import { otherMethods } from '@/lib/api/methods';
import { loginSchema } from '@/lib/schemas/auth';
import { db } from '@/lib/db/client';
import { decoyHash, verifyPassword } from '@/lib/auth/password';
import { loginFailed, loginRefused, loginSucceeded } from '@/lib/auth/login-guard';
import { startSession } from '@/lib/auth/session';
import { displayName, findUserByEmail } from '@/lib/auth/users';

export const POST = handle(async (request) => {
  const input = await parseJson(request, loginSchema);
  if (!input.ok) return input.response;
  const address = clientAddress(request);
  const refused = await loginRefused(address, input.data.email);
  if (refused) return tooManyRequests(request, refused);

  const database = await db();
  const user = await findUserByEmail(database, input.data.email);
  // One answer for an unknown e-mail and a wrong password, in the same time, so the login form
  // cannot be used to learn who has an account.
  const valid = await verifyPassword(input.data.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid) {
    await loginFailed(address, input.data.email);
    return apiError(request, 401, 'invalid_credentials');
  }

  await loginSucceeded(address, input.data.email);
  const cookie = await startSession(database, user.id);
  return Response.json({ user: { name: displayName(user), email: user.email } }, { headers: { 'set-cookie': cookie } });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
