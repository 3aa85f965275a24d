import { handle, parseJson, READ_ONLY } from '@/lib/api/respond';
import { searchRequestSchema } from '@/lib/schemas/catalog';
import { backend } from '@/lib/shop/backend';
import { catalogueQuery } from '@/lib/catalog/search-query';
import { otherMethods } from '@/lib/api/methods';

// A read sent as POST (the original shop's contract): it changes nothing, so any page or tool may ask.
export const POST = handle(async (request) => {
  const input = await parseJson(request, searchRequestSchema);
  if (!input.ok) return input.response;
  const products = await backend().search(catalogueQuery(input.data.query), { carModel: input.data.car_model, limit: input.data.limit });
  return Response.json({ products });
}, READ_ONLY);

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
