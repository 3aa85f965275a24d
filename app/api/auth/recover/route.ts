import { handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { requestLocale } from '@/lib/api/locale';
import { recoverSchema } from '@/lib/schemas/auth';
import { backend } from '@/lib/shop/backend';

export const POST = handle(async (request) => {
  const input = await parseJson(request, recoverSchema);
  if (!input.ok) return input.response;
  const limited = (await rateLimited(request, 'recover')) ?? (await rateLimited(request, 'recover', input.data.email.toLowerCase()));
  if (limited) return limited;

  await backend().recover(input.data.email, requestLocale(request));
  // The same answer whether or not the address has an account.
  return Response.json({ sent: true });
});
