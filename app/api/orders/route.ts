import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { requestLocale } from '@/lib/api/locale';
import { translator } from '@/lib/i18n/messages';
import { orderRequestSchema } from '@/lib/orders/order-request';
import { orderLimitProblem } from '@/lib/orders/order-limits';
import { backend } from '@/lib/shop/backend';
import { userFromRequest } from '@/lib/auth/session';
import { expireProducts } from '@/lib/shop/expire';
import { otherMethods } from '@/lib/api/methods';

export const POST = handle(async (request) => {
  // With a remote shop, checkout is the shop server's own page (served on this origin by path).
  if (backend().checkout !== 'storefront') return apiError(request, 404, 'not_found');
  const input = await parseJson(request, orderRequestSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'order');
  if (limited) return limited;
  const ids = [...new Set(input.data.lines.map((line) => line.product_id))];
  const problem = orderLimitProblem(input.data.lines, await backend().productsByIds(ids));
  if (problem) {
    const t = translator(requestLocale(request), 'api');
    const message = problem.reason === 'too_many_units' ? t('order_limit', { max: problem.max }) : t('order_total_too_large');
    const productId = problem.reason === 'too_many_units' ? problem.productId : undefined;
    return Response.json({ error: { code: problem.reason, message, productId } }, { status: 422 });
  }

  // A signed-in shopper's order shows in their account; the user comes from the session cookie only.
  const user = await userFromRequest(request);
  const result = await backend().placeOrder(input.data, user?.id ?? null);
  if (!result.ok) {
    const { refusal } = result;
    const t = translator(requestLocale(request), 'checkout.errors');
    const message = refusal.reason === 'out_of_stock' ? t('outOfStock', { name: refusal.productName, available: refusal.available }) : t('unavailable');
    return Response.json({ error: { code: refusal.reason, message, productId: refusal.productId } }, { status: 409 });
  }

  const { order } = result;
  // The order took stock: the pages and lists showing these products must show what is left.
  expireProducts(order.lines.map((line) => line.productId));
  return Response.json(
    {
      order: {
        number: order.number,
        status: order.status,
        currency: 'USD',
        lines: order.lines,
        subtotal: order.totals.subtotal,
        protection: order.totals.protection,
        deliveryFee: order.totals.deliveryFee,
        total: order.totals.total,
      },
    },
    { status: 201 },
  );
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
