import { handle, parseJson, READ_ONLY } from '@/lib/api/respond';
import { listingQueryOf } from '@/lib/shop/catalogue';
import { listingRequestSchema } from '@/lib/shop/catalogue';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';

// A read sent as POST (the original shop's contract): it changes nothing, so any page or tool may ask.
export const POST = handle(async (request) => {
  const input = await parseJson(request, listingRequestSchema);
  if (!input.ok) return input.response;
  return Response.json(await backend().catalogue.newArrivals(listingQueryOf(input.data)));
}, READ_ONLY);

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
