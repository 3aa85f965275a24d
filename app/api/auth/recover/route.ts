import { handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { afterAnswer } from '@/lib/api/after-answer';
import { requestLocale } from '@/lib/i18n/request-locale';
import { recoverSchema } from '@/lib/shop/accounts';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';

export const POST = handle(async (request) => {
  const input = await parseJson(request, recoverSchema);
  if (!input.ok) return input.response;
  const email = input.data.email.toLowerCase();
  const limited = (await rateLimited(request, 'recoverByAddress')) ?? (await rateLimited(request, 'recoverByEmail', email));
  if (limited) return limited;

  // The same answer, after the same work, whether or not the address has an account: looking
  // the account up and writing the mail happen after answering.
  const locale = requestLocale(request);
  afterAnswer(() => backend().accounts.recover(email, locale));
  return Response.json({ sent: true });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
