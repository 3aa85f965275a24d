import { handle, parseJson } from '@/lib/api/respond';
import { searchRequestSchema } from '@/lib/schemas/catalog';
import { backend } from '@/lib/shop/backend';
import { catalogueQuery } from '@/lib/catalog/search-query';
import { otherMethods } from '@/lib/api/methods';

export const POST = handle(async (request) => {
  const input = await parseJson(request, searchRequestSchema);
  if (!input.ok) return input.response;
  const products = await backend().search(catalogueQuery(input.data.query), { carModel: input.data.car_model, limit: input.data.limit });
  return Response.json({ products });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
