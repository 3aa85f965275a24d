import { checkoutSessionParams } from '@/lib/shop/orders/payments/stripe-session';
import type { PaymentOrder } from '@/lib/shop/orders/payments/provider';
import { holdMinutes } from '@/lib/shop/orders/hold';
import { needsApproval } from '@/lib/shop/orders/status';

const now = new Date('2026-11-23T10:00:00Z');
const order = (minutes: number, locale: PaymentOrder['locale'] = 'en'): PaymentOrder => ({
  number: 'YPS-20261123-ABCDEFGH',
  email: 'shopper@example.com',
  name: 'Ana',
  locale,
  lines: [
    { name: 'Hood', quantity: 3, isDeposit: false, lineTotal: 59.97 },
    { name: 'Kit', quantity: 1, isDeposit: true, lineTotal: 500 },
  ],
  totals: { subtotal: 559.97, protection: 28, deliveryFee: 5.9, total: 593.87 },
  holdUntil: new Date(now.getTime() + minutes * 60_000),
});

describe('checkoutSessionParams', () => {
  it('prices every line in cents, with the services as their own lines, summing to the order total', () => {
    const params = checkoutSessionParams(order(60), 'https://shop.test', now);
    const items = params.line_items!.map((item) => [item.price_data!.product_data!.name, item.price_data!.unit_amount, item.quantity]);
    expect(items).toEqual([
      ['Hood', 1999, 3],
      ['(50% deposit) Kit', 50000, 1],
      ['Shipping protection', 2800, 1],
      ['Delivery confirmation', 590, 1],
    ]);
    expect(params.line_items!.reduce((sum, item) => sum + item.price_data!.unit_amount! * item.quantity!, 0)).toBe(59387);
    expect(params).toMatchObject({ mode: 'payment', client_reference_id: 'YPS-20261123-ABCDEFGH', customer_email: 'shopper@example.com' });
    expect('payment_method_types' in params).toBe(false);
  });

  it.each([
    ['en', 'https://shop.test/checkout/complete?order=YPS-20261123-ABCDEFGH'],
    ['ja', 'https://shop.test/ja/checkout/complete?order=YPS-20261123-ABCDEFGH'],
  ] as const)('returns the %s shopper to the shop in their language', (locale, success) => {
    const params = checkoutSessionParams(order(60, locale), 'https://shop.test', now);
    expect([params.locale, params.success_url, params.cancel_url]).toEqual([locale, success, `${success}&cancelled=1`]);
  });

  it.each([
    [1, 30],
    [60, 60],
    [3 * 24 * 60, 24 * 60],
  ])('keeps the session within Stripe’s window: a %i-minute hold gives a %i-minute session', (hold, minutes) => {
    expect(checkoutSessionParams(order(hold), 'https://shop.test', now).expires_at).toBe(now.getTime() / 1000 + minutes * 60);
  });
});

describe('holds and approval', () => {
  it.each([
    ['stripe', undefined, 60],
    ['manual', undefined, 4320],
    ['stripe', 15, 15],
    ['approval', 15, 4320],
  ] as const)('%s with ORDER_HOLD_MINUTES=%p holds %i minutes', (kind, configured, minutes) => expect(holdMinutes(kind, configured)).toBe(minutes));

  it.each([
    [999.99, false],
    [1000, false],
    [1000.01, true],
  ])('an order of $%p needs approval: %p', (total, expected) => expect(needsApproval(total)).toBe(expected));
});
