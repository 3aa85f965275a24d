import { handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { requestLocale } from '@/lib/i18n/request-locale';
import { newsletterSchema } from '@/lib/shop/accounts';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';

export const POST = handle(async (request) => {
  const input = await parseJson(request, newsletterSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'newsletter');
  if (limited) return limited;
  await backend().accounts.subscribe(input.data.email, requestLocale(request));
  // The same answer for a repeated address keeps the list from being probed for who subscribed.
  return Response.json({ subscribed: true });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
