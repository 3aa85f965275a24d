import 'server-only';
import { config, siteOrigin } from '@/lib/runtime/config';
import type { Database } from '@/lib/db/open';
import type { Locale } from '@/lib/i18n/routing';
import { paymentProvider } from '@/lib/shop/orders/payments/provider-choice';
import { bankTransferDetails } from '@/lib/shop/orders/payments/manual';
import type { OrderRequest } from './order-request';
import { payLink } from './pay-link';
import { placeOrder, type PlaceOrderResult } from './embedded/place-order';
import { startPayment } from './embedded/start-payment';

/** The embedded shop's checkout: place the order with the configured provider and hold, then open its payment. */
export async function checkoutOrder(database: Database, request: OrderRequest, userId: number | null, locale: Locale): Promise<PlaceOrderResult> {
  const provider = paymentProvider();
  const origin = siteOrigin();
  const result = await placeOrder(database, request, {
    userId,
    locale,
    provider: provider.name,
    holdMinutes: config().ORDER_HOLD_MINUTES,
    origin,
    bankDetails: bankTransferDetails(),
  });
  if (!result.ok) return result;
  const { row } = result.order;
  try {
    return { ok: true, order: { ...result.order, paymentUrl: await startPayment(database, provider, row, origin) } };
  } catch (error) {
    // The order and its mail stand; the mail's link opens the payment once the provider answers again.
    console.error(`order ${row.number}: could not open the payment`, error);
    return { ok: true, order: { ...result.order, paymentUrl: payLink(origin, row.number) } };
  }
}
