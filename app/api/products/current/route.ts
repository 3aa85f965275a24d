import { handle, parseJson } from '@/lib/api/respond';
import { currentProductsSchema } from '@/lib/schemas/catalog';
import { backend } from '@/lib/shop/backend';

/** Today's price and stock of the products a browser list saved earlier. */
export const POST = handle(async (request) => {
  const input = await parseJson(request, currentProductsSchema);
  if (!input.ok) return input.response;
  return Response.json({ products: await backend().productsByIds([...new Set(input.data.ids)]) });
});
