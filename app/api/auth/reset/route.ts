import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { resetSchema } from '@/lib/schemas/auth';
import { startSession } from '@/lib/auth/session';
import { backend } from '@/lib/shop/backend';

export const POST = handle(async (request) => {
  const input = await parseJson(request, resetSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'recover');
  if (limited) return limited;

  const account = await backend().resetPassword(input.data.token, input.data.password);
  if (!account) return apiError(request, 400, 'invalid_token');
  const cookie = await startSession(account);
  return Response.json({ reset: true }, { headers: { 'set-cookie': cookie } });
});
