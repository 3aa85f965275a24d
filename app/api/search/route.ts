import { handle, parseJson, READ_ONLY } from '@/lib/api/respond';
import { searchRequestSchema } from '@/lib/shop/catalogue';
import { cachedSearch } from '@/lib/shop/data/cached-reads';
import { catalogueQuery } from '@/lib/shop/search/server';
import { otherMethods } from '@/lib/api/methods';
import { requestLocale } from '@/lib/i18n/request-locale';

// A read sent as POST (the original shop's contract): it changes nothing, so any page or tool may ask.
// It reads through the catalogue's cached layer, as the search page does: the dropdown asks as the
// shopper types, and shoppers type the same words, so a query answered once is a lookup until a
// write expires one of its products (or the catalogue).
export const POST = handle(async (request) => {
  const input = await parseJson(request, searchRequestSchema);
  if (!input.ok) return input.response;
  const products = await cachedSearch(catalogueQuery(input.data.query), {
    carModel: input.data.car_model,
    limit: input.data.limit,
    locale: requestLocale(request),
  });
  return Response.json({ products });
}, READ_ONLY);

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
