import { handle } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/methods';
import { siteOrigin } from '@/lib/runtime/config';
import { backend } from '@/lib/shop/data/backend';
import { orderStatusPath } from '@/lib/shop/orders/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/routing';

// Response.redirect's headers are immutable; the shared handler adds Cache-Control to every answer.
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

/**
 * The payment link of the order mail: on to the provider's payment page while the order waits
 * for payment, else to the order's status page. The order number (40 random bits) is the key.
 */
export const GET = handle<{ params: Promise<{ number: string }> }>(async (request, { params }) => {
  const { number } = await params;
  const origin = siteOrigin();
  const order = await backend().orders.storedOrder(number);
  if (!order) return seeOther(`${origin}/`);
  const statusPage = `${origin}${orderStatusPath({ number: order.number, locale: isLocale(order.locale) ? order.locale : DEFAULT_LOCALE })}`;
  try {
    const url = await backend().orders.startPayment(order, origin);
    return seeOther(url ?? statusPage);
  } catch (error) {
    console.error(`order ${order.number}: could not open the payment`, error);
    return seeOther(statusPage);
  }
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
