import type Stripe from 'stripe';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/messages';
import { toCents } from '@/lib/shop/cart';
import type { PaymentOrder } from './provider';

// Stripe accepts a Checkout Session lifetime from 30 minutes to 24 hours.
const MIN_SESSION_MS = 30 * 60_000;
const MAX_SESSION_MS = 24 * 3600_000;

export function orderStatusPath(order: Pick<PaymentOrder, 'locale' | 'number'>): string {
  const prefix = order.locale === DEFAULT_LOCALE ? '' : `/${order.locale}`;
  return `${prefix}/checkout/complete?order=${encodeURIComponent(order.number)}`;
}

/**
 * The Checkout Session for an order, from the server's prices: each line at its unit price in
 * cents (a deposit line named as one), shipping protection and delivery confirmation as their
 * own lines. No payment method types are named, so the account's enabled methods are offered.
 */
export function checkoutSessionParams(order: PaymentOrder, origin: string, now = new Date()): Stripe.Checkout.SessionCreateParams {
  const t = translator(order.locale, 'mail');
  const item = (name: string, cents: number, quantity: number): Stripe.Checkout.SessionCreateParams.LineItem => ({
    quantity,
    price_data: { currency: 'usd', unit_amount: cents, product_data: { name } },
  });
  const lineItems = order.lines.map((line) =>
    item(line.isDeposit ? t('deposit', { name: line.name }) : line.name, Math.round(toCents(line.lineTotal) / line.quantity), line.quantity),
  );
  if (order.totals.protection > 0) lineItems.push(item(t('protection'), toCents(order.totals.protection), 1));
  if (order.totals.deliveryFee > 0) lineItems.push(item(t('deliveryFee'), toCents(order.totals.deliveryFee), 1));

  const lifetime = Math.min(MAX_SESSION_MS, Math.max(MIN_SESSION_MS, order.holdUntil.getTime() - now.getTime()));
  const status = `${origin}${orderStatusPath(order)}`;
  return {
    mode: 'payment',
    client_reference_id: order.number,
    customer_email: order.email,
    locale: order.locale,
    line_items: lineItems,
    metadata: { order_number: order.number },
    success_url: status,
    cancel_url: `${status}&cancelled=1`,
    expires_at: Math.floor((now.getTime() + lifetime) / 1000),
  };
}
