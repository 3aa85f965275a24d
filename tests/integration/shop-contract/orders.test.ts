import type { Shop } from '@/lib/shop/data/backend';
import { bothShops, unique } from './both-shops';

const { shops, remote, resetStandIn, callsTo, localShopRows } = bothShops();

describe.each(shops)('the %s shop\'s orders and payments', (_name, make) => {
  let shop: Shop;
  beforeAll(() => {
    resetStandIn();
    shop = make();
  });

  it('says where checkout runs and places orders only when it runs here', async () => {
    expect(['storefront', 'shop-server']).toContain(shop.orders.checkout);
    const [first] = (await shop.catalogue.latest(10)).filter((p) => p.quantityLeft > 0);
    const order = await shop.orders.placeOrder(
      {
        lines: [{ product_id: first.id, quantity: 1, is_deposit: false }],
        shippingProtection: false,
        deliveryConfirmation: false,
        contact: { email: 'buyer@example.com', name: 'Buyer One', phone: '5551234567' },
        address: { line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', zip: '73301' },
      },
      null,
      'en',
    );
    expect(order.ok).toBe(shop.orders.checkout === 'storefront');
    if (!order.ok) return;
    // The order's payment link finds it here and opens its payment; the shop server keeps its own.
    const stored = await shop.orders.storedOrder(order.order.row.number);
    expect(stored?.number).toBe(order.order.row.number);
    expect(await shop.orders.storedOrder('YPS-00000000-NOTANORD')).toBeNull();
    expect(await shop.orders.startPayment(stored!, 'https://shop.test')).toBeNull();
  });

  it('applies a payment event only to the order and payment it names', async () => {
    const event = { kind: 'paid', orderNumber: 'YPS-20260101-ABCDEFGH', paymentRef: 'cs_test_unknown' } as const;
    await expect(shop.orders.applyPaymentEvent(event)).resolves.toBeNull();
  });

  it('lists a new account\'s orders as none and has no detail of an unknown one', async () => {
    const account = await shop.accounts.register({ firstName: 'Ola', lastName: 'Buyer', email: `orders-${unique()}@example.com`, password: 'long-enough-1' });
    if (account === 'email_exists') throw new Error('a fresh address exists');
    await expect(shop.orders.accountOrders(account.id)).resolves.toEqual([]);
    await expect(shop.orders.accountOrder(account.id, 'YPS-NOPE')).resolves.toBeNull();
  }, 60_000);
});

describe('the remote orders speak spec section 7', () => {
  const shop = () => remote({ deadlineMs: 300 }).orders;
  beforeEach(() => resetStandIn());

  it('lists only the user\'s orders, string and number ids alike, without a detail link', async () => {
    const orders = await shop().accountOrders('501');
    expect(callsTo('/yps_server/orders').at(-1)?.path).toBe('/yps_server/orders?user_id=501');
    expect(orders).toEqual([
      { id: 9001, number: '9001', date: '2026-03-01', status: 'Shipped', total: 1234.5, linked: false },
      { id: 'R-1001', number: 'R-1001', date: '2026-03-05', status: 'Processing', total: 56, linked: false },
    ]);
  });

  it('knows no order of the shop server and applies no payment event', async () => {
    expect(await shop().storedOrder('YPS-20260101-ABCDEFGH')).toBeNull();
    expect(await shop().applyPaymentEvent({ kind: 'paid', orderNumber: 'YPS-20260101-ABCDEFGH', paymentRef: 'cs_test_1' })).toBeNull();
  });

  it('writes no order row locally', async () => {
    await expect(localShopRows()).resolves.toBe(0);
  });
});
