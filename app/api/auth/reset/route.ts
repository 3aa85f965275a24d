import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { resetSchema } from '@/lib/shop/accounts';
import { startSession } from '@/lib/shop/accounts/server';
import { accountRecovered } from '@/lib/api/login-guard';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';

export const POST = handle(async (request) => {
  const input = await parseJson(request, resetSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'reset');
  if (limited) return limited;

  const account = await backend().accounts.resetPassword(input.data.token, input.data.password);
  if (!account) return apiError(request, 400, 'invalid_token');
  await accountRecovered(account.email);
  const cookie = await startSession(account);
  return Response.json({ reset: true }, { headers: { 'set-cookie': cookie } });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
