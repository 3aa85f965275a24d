import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { requestLocale } from '@/lib/api/locale';
import { config, siteOrigin } from '@/lib/config';
import { db } from '@/lib/db/client';
import { orderRequestSchema } from '@/lib/orders/order-request';
import { placeOrder } from '@/lib/orders/place-order';
import { payLink } from '@/lib/orders/pay-link';
import { refusalResponse } from '@/lib/orders/refusal-response';
import { startPayment } from '@/lib/orders/start-payment';
import { paymentProvider } from '@/lib/payments';
import { bankTransferDetails } from '@/lib/payments/manual';
import { userFromRequest } from '@/lib/auth/session';

export const POST = handle(async (request) => {
  // With a remote shop the catalogue and its checkout live upstream; /checkout.html redirects there.
  if (config().SHOP_API_URL) return apiError(request, 404, 'not_found');
  const input = await parseJson(request, orderRequestSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'order');
  if (limited) return limited;

  // A signed-in shopper's order shows in their account; the user comes from the session cookie only.
  const user = await userFromRequest(request);
  const database = await db();
  const provider = paymentProvider();
  const origin = siteOrigin();
  const result = await placeOrder(database, input.data, {
    userId: user?.id ?? null,
    locale: requestLocale(request),
    provider: provider.name,
    holdMinutes: config().ORDER_HOLD_MINUTES,
    origin,
    bankDetails: bankTransferDetails(),
  });
  if (!result.ok) return refusalResponse(request, result.refusal);

  const { row, lines, totals } = result.order;
  let paymentUrl: string | null = null;
  try {
    paymentUrl = await startPayment(database, provider, row, origin);
  } catch (error) {
    // The order and its mail stand; the mail's link opens the payment when the provider answers again.
    console.error(`order ${row.number}: could not open the payment`, error);
    paymentUrl = payLink(origin, row.number);
  }
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
      payment: { provider: provider.name, url: paymentUrl },
    },
    { status: 201 },
  );
});
