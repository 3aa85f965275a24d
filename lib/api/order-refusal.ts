import 'server-only';
import { requestLocale } from '@/lib/i18n/request-locale';
import { translator } from '@/lib/i18n/messages';
import type { OrderRefusal } from '@/lib/shop/orders';

/** 409 with a message in the shopper's language naming what stops the order. */
export function refusalResponse(request: Request, refusal: OrderRefusal): Response {
  const t = translator(requestLocale(request), 'checkout.errors');
  if (refusal.reason === 'price_changed') {
    return Response.json({ error: { code: refusal.reason, message: t('priceChanged'), total: refusal.total } }, { status: 409 });
  }
  const message = refusal.reason === 'out_of_stock' ? t('outOfStock', { name: refusal.productName, available: refusal.available }) : t('unavailable');
  return Response.json({ error: { code: refusal.reason, message, productId: refusal.productId } }, { status: 409 });
}
