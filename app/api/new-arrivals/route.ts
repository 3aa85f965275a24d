import { handle, parseJson } from '@/lib/api/respond';
import { listingQuery } from '@/lib/api/listing';
import { listingRequestSchema } from '@/lib/schemas/catalog';
import { backend } from '@/lib/shop/backend';

export const POST = handle(async (request) => {
  const input = await parseJson(request, listingRequestSchema);
  if (!input.ok) return input.response;
  return Response.json(await backend().newArrivals(listingQuery(input.data)));
});
