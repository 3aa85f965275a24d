import { handle, parseJson, READ_ONLY } from '@/lib/api/respond';
import { currentProductsSchema } from '@/lib/shop/catalogue';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';
import { requestLocale } from '@/lib/i18n/request-locale';

/** Today's price and stock of the products a browser list saved earlier. */
export const POST = handle(async (request) => {
  const input = await parseJson(request, currentProductsSchema);
  if (!input.ok) return input.response;
  return Response.json({ products: await backend().catalogue.productsByIds([...new Set(input.data.ids)], requestLocale(request)) });
}, READ_ONLY);

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
