import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { registerSchema } from '@/lib/shop/accounts';
import { startSession } from '@/lib/shop/accounts/server';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';

export const POST = handle(async (request) => {
  const input = await parseJson(request, registerSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'register');
  if (limited) return limited;

  const account = await backend().accounts.register(input.data);
  if (account === 'email_exists') return apiError(request, 409, 'email_exists', { email: ['emailExists'] });
  const cookie = await startSession(account);
  return Response.json({ user: { name: account.name, email: account.email } }, { status: 201, headers: { 'set-cookie': cookie } });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
