import { apiError, handle, parseJson } from '@/lib/api/respond';
import { config } from '@/lib/config';
import { db } from '@/lib/db/client';
import { quoteRequestSchema } from '@/lib/orders/order-request';
import { quoteOrder } from '@/lib/orders/place-order';
import { refusalResponse } from '@/lib/orders/refusal-response';
import { needsApproval } from '@/lib/orders/status';

/** The server's current price for a basket, shown by the checkout before "Place order"; nothing is reserved. */
export const POST = handle(async (request) => {
  if (config().SHOP_API_URL) return apiError(request, 404, 'not_found');
  const input = await parseJson(request, quoteRequestSchema);
  if (!input.ok) return input.response;
  const result = await quoteOrder(await db(), input.data);
  if (!result.ok) return refusalResponse(request, result.refusal);
  const { lines, totals } = result.order;
  return Response.json({ quote: { currency: 'USD', lines, ...totals, needsApproval: needsApproval(totals.total) } });
});
