import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { loginSchema } from '@/lib/schemas/auth';
import { startSession } from '@/lib/auth/session';
import { backend } from '@/lib/shop/backend';

export const POST = handle(async (request) => {
  const input = await parseJson(request, loginSchema);
  if (!input.ok) return input.response;
  const limited = (await rateLimited(request, 'login')) ?? (await rateLimited(request, 'login', input.data.email.toLowerCase()));
  if (limited) return limited;

  const account = await backend().login(input.data.email, input.data.password);
  if (!account) return apiError(request, 401, 'invalid_credentials');
  const cookie = await startSession(account);
  // The account id stays in the session row: the browser gets only what it shows.
  return Response.json({ user: { name: account.name, email: account.email } }, { headers: { 'set-cookie': cookie } });
});
