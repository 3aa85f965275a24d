import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { requestLocale } from '@/lib/i18n/request-locale';
import { translator } from '@/lib/i18n/messages';
import { orderRequestSchema } from '@/lib/shop/orders';
import { orderLimitProblem } from '@/lib/shop/orders';
import { refusalResponse } from '@/lib/api/order-refusal';
import { backend } from '@/lib/shop/data/backend';
import { expireProducts } from '@/lib/shop/data/expire';
import { userFromRequest } from '@/lib/shop/accounts/server';
import { otherMethods } from '@/lib/api/methods';

export const POST = handle(async (request) => {
  // With a remote shop, checkout is the shop server's own page (served on this origin by path).
  if (backend().orders.checkout !== 'storefront') return apiError(request, 404, 'not_found');
  const input = await parseJson(request, orderRequestSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'order');
  if (limited) return limited;
  const ids = [...new Set(input.data.lines.map((line) => line.product_id))];
  const problem = orderLimitProblem(input.data.lines, await backend().catalogue.productsByIds(ids));
  if (problem) {
    const t = translator(requestLocale(request), 'api');
    const message = problem.reason === 'too_many_units' ? t('order_limit', { max: problem.max }) : t('order_total_too_large');
    const productId = problem.reason === 'too_many_units' ? problem.productId : undefined;
    return Response.json({ error: { code: problem.reason, message, productId } }, { status: 422 });
  }

  // A signed-in shopper's order shows in their account; the user comes from the session cookie only.
  const user = await userFromRequest(request);
  const result = await backend().orders.placeOrder(input.data, user?.id ?? null, requestLocale(request));
  if (!result.ok) return refusalResponse(request, result.refusal);

  const { row, lines, totals, provider, paymentUrl } = result.order;
  // The order took stock: product pages and listings must show what is left.
  expireProducts(lines.map((line) => line.productId));
  return Response.json(
    {
      order: {
        number: row.number,
        status: row.status,
        currency: 'USD',
        lines,
        subtotal: totals.subtotal,
        protection: totals.protection,
        deliveryFee: totals.deliveryFee,
        total: totals.total,
        holdUntil: row.holdUntil?.toISOString() ?? null,
      },
      payment: { provider, url: paymentUrl },
    },
    { status: 201 },
  );
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
