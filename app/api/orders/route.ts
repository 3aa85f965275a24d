import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { requestLocale } from '@/lib/api/locale';
import { translator } from '@/lib/i18n/messages';
import { db } from '@/lib/db/client';
import { orderRequestSchema } from '@/lib/orders/order-request';
import { placeOrder } from '@/lib/orders/place-order';
import { userFromRequest } from '@/lib/auth/session';
import { expireProducts } from '@/lib/shop/expire';

export const POST = handle(async (request) => {
  // With a remote shop the catalogue and its checkout live upstream; /checkout.html redirects there.
  if (process.env.SHOP_API_URL) return apiError(request, 404, 'not_found');
  const input = await parseJson(request, orderRequestSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'order');
  if (limited) return limited;

  // A signed-in shopper's order shows in their account; the user comes from the session cookie only.
  const user = await userFromRequest(request);
  const result = await placeOrder(await db(), input.data, user?.id ?? null);
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
