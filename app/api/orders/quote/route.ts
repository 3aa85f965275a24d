import { apiError, handle, parseJson } from '@/lib/api/respond';
import { quoteRequestSchema } from '@/lib/shop/orders';
import { refusalResponse } from '@/lib/api/order-refusal';
import { needsApproval } from '@/lib/shop/orders';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';
import { requestLocale } from '@/lib/i18n/request-locale';

/** The server's current price for a basket, shown by the checkout before "Place order"; nothing is reserved. */
export const POST = handle(async (request) => {
  if (backend().orders.checkout !== 'storefront') return apiError(request, 404, 'not_found');
  const input = await parseJson(request, quoteRequestSchema);
  if (!input.ok) return input.response;
  const result = await backend().orders.quote(input.data, requestLocale(request));
  if (!result.ok) return refusalResponse(request, result.refusal);
  const { lines, totals } = result.order;
  return Response.json({ quote: { currency: 'USD', lines, ...totals, needsApproval: needsApproval(totals.total) } });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
