import { apiError, handle, parseJson } from '@/lib/api/respond';
import { clientAddress } from '@/lib/edge/client-address';
import { tooManyRequests } from '@/lib/api/rate-limited';
import { loginFailed, loginRefused, loginSucceeded } from '@/lib/api/login-guard';
import { loginSchema } from '@/lib/shop/accounts';
import { startSession } from '@/lib/shop/accounts/server';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';

export const POST = handle(async (request) => {
  const input = await parseJson(request, loginSchema);
  if (!input.ok) return input.response;
  const address = clientAddress(request);
  const refused = await loginRefused(address, input.data.email);
  if (refused) return tooManyRequests(request, refused);

  const account = await backend().accounts.login(input.data.email, input.data.password);
  if (!account) {
    await loginFailed(address, input.data.email);
    // Shown under the password field; it never says which of the two was wrong.
    return apiError(request, 401, 'invalid_credentials', { password: ['invalidCredentials'] });
  }
  await loginSucceeded(address, input.data.email);
  const cookie = await startSession(account);
  // The account id stays in the session row: the browser gets only what it shows.
  return Response.json({ user: { name: account.name, email: account.email } }, { headers: { 'set-cookie': cookie } });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
