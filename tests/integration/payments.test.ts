import { and, asc, desc, eq, gt, like, lt } from 'drizzle-orm';
import { withTestDatabase, jsonRequest } from '@/tests/integration/helpers/test-db';
import { startStripeStandIn, type StripeStandIn } from '@/tests/support/stripe-stand-in';
import { POST as placeOrder } from '@/app/api/orders/route';
import { POST as quote } from '@/app/api/orders/quote/route';
import { GET as pay } from '@/app/api/orders/[number]/pay/route';
import { POST as webhook } from '@/app/api/payments/stripe/webhook/route';
import { orders, outbox, products } from '@/lib/db/schema';
import { sweepExpiredOrders } from '@/lib/shop/orders/embedded/transitions';
import { approveOrder } from '@/lib/shop/orders/approve';
import { paymentProvider } from '@/lib/shop/orders/payments/provider-choice';
import { toSummary } from '@/lib/shop/catalogue/embedded/product-summaries';

const database = withTestDatabase();
const none = { params: Promise.resolve({}) } as never;
const SECRET = 'whsec_shop_test_secret';
let stripe: StripeStandIn;
let muted = false;

const contact = { email: 'payer@example.com', name: 'Lucía Pagadora', phone: '+1 555 010 3000' };
const address = { line1: '9 Ocean Ave', city: 'Miami', state: 'FL', zip: '33139' };

const hook = (payload: string, signature?: string) =>
  webhook(new Request('http://shop.test/api/payments/stripe/webhook', { method: 'POST', headers: signature ? { 'stripe-signature': signature } : {}, body: payload }), none);

beforeAll(async () => {
  process.env.RATE_LIMITS = 'off';
  process.env.SITE_URL = 'https://shop.test';
  process.env.STRIPE_SECRET_KEY = 'sk_test_shop';
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  stripe = await startStripeStandIn({
    port: 0,
    webhookSecret: SECRET,
    deliver: async (payload, signature) => {
      if (!muted) await hook(payload, signature);
    },
  });
  process.env.STRIPE_API_BASE = stripe.url;
});

afterAll(async () => {
  await stripe.close();
  for (const key of ['SITE_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE']) delete process.env[key];
});

// `nth` gives a test a product of its own, where a sweep over every order would otherwise mix stocks.
async function cheapStockItem(nth = 0) {
  const [row] = await (await database())
    .select()
    .from(products)
    .where(and(gt(products.quantityLeft, 5), lt(products.quantityLeft, 100), lt(products.price, '200')))
    .orderBy(desc(products.quantityLeft), products.id)
    .offset(nth)
    .limit(1);
  return row;
}

const stockOf = async (id: number) => (await (await database()).select({ left: products.quantityLeft }).from(products).where(eq(products.id, id)))[0].left;
const orderRow = async (number: string) => (await (await database()).select().from(orders).where(eq(orders.number, number)))[0];
const mailsAbout = async (number: string) => (await (await database()).select().from(outbox).where(like(outbox.subject, `%${number}%`)).orderBy(asc(outbox.id))).filter((mail) => mail.to === contact.email);

async function order(extra: Record<string, unknown> = {}, locale = 'en', quantity = 2, nth = 0) {
  const item = await cheapStockItem(nth);
  const response = await placeOrder(jsonRequest(`/api/orders?locale=${locale}`, { lines: [{ product_id: item.id, quantity }], contact, address, ...extra }), none);
  expect(response.status).toBe(201);
  const body = await response.json();
  const row = await orderRow(body.order.number);
  return { item, body, row, session: stripe.sessions.get(row.paymentRef ?? '')! };
}

describe('Stripe Checkout', () => {
  it('opens a session from the server-priced order, in the shopper’s language, and mails the pay link', async () => {
    const { item, body, row, session } = await order({ shippingProtection: true, deliveryConfirmation: true }, 'es');
    const unit = Math.round(toSummary(item).price * 100);
    expect(body.payment).toEqual({ provider: 'stripe', url: session.url });
    expect(row).toMatchObject({ status: 'Pending payment', provider: 'stripe', locale: 'es', paymentUrl: session.url });
    expect(session.form).toMatchObject({
      mode: 'payment',
      locale: 'es',
      client_reference_id: row.number,
      customer_email: contact.email,
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][unit_amount]': String(unit),
      'line_items[0][price_data][currency]': 'usd',
      'line_items[1][price_data][product_data][name]': 'Protección de envío',
      'line_items[2][price_data][product_data][name]': 'Confirmación de entrega',
      'line_items[2][price_data][unit_amount]': '590',
      success_url: `https://shop.test/es/checkout/complete?order=${row.number}`,
      cancel_url: `https://shop.test/es/checkout/complete?order=${row.number}&cancelled=1`,
    });
    expect(session.form['payment_method_types[0]']).toBeUndefined();
    expect(session.amount_total).toBe(Math.round(Number(row.total) * 100));
    const [mail] = await mailsAbout(row.number);
    expect(mail.subject).toBe(`Hemos recibido tu pedido ${row.number}`);
    expect(mail.body).toContain(`https://shop.test/api/orders/${row.number}/pay`);
    expect(mail.html).toContain('lang="es"');
  });

  it('marks the order Paid on the signed completion, once: a replayed event changes nothing', async () => {
    const { item, row, session } = await order();
    const stock = await stockOf(item.id);
    await stripe.complete(session.id);
    expect(await orderRow(row.number)).toMatchObject({ status: 'Paid' });
    const { payload, signature } = stripe.signedEvent(session, 'checkout.session.completed');
    expect((await hook(payload, signature)).status).toBe(200);
    expect((await hook(payload, signature)).status).toBe(200);
    const expired = stripe.signedEvent({ ...session, status: 'expired' }, 'checkout.session.expired');
    expect((await hook(expired.payload, expired.signature)).status).toBe(200);
    expect(await orderRow(row.number)).toMatchObject({ status: 'Paid' });
    expect(await stockOf(item.id)).toBe(stock);
    const mails = await mailsAbout(row.number);
    expect(mails.map((mail) => mail.subject)).toEqual([`Order ${row.number} received`, `Payment received for order ${row.number}`]);
  });

  it('changes nothing for a forged, tampered, unsigned or mismatched event', async () => {
    const { row, session } = await order();
    const genuine = stripe.signedEvent({ ...session, status: 'complete', payment_status: 'paid' }, 'checkout.session.completed');
    const forged = new (await import('stripe')).default('sk_x').webhooks.generateTestHeaderString({ payload: genuine.payload, secret: 'whsec_someone_else' });
    const tampered = genuine.payload.replace(session.id, 'cs_test_other');
    expect((await hook(genuine.payload, forged)).status).toBe(400);
    expect((await hook(tampered, genuine.signature)).status).toBe(400);
    expect((await hook(genuine.payload)).status).toBe(400);
    const error = await (await hook(genuine.payload, 'nonsense')).json();
    expect(error.error).toMatchObject({ code: 'invalid_signature' });
    const otherSession = stripe.signedEvent({ ...session, id: 'cs_test_not_this_order', status: 'complete', payment_status: 'paid' }, 'checkout.session.completed');
    expect((await hook(otherSession.payload, otherSession.signature)).status).toBe(200);
    expect(await orderRow(row.number)).toMatchObject({ status: 'Pending payment', paidAt: null });
  });

  it('cancels the order and releases its stock when the session expires', async () => {
    const { item, row, session } = await order();
    const held = await stockOf(item.id);
    await stripe.expire(session.id);
    expect(await orderRow(row.number)).toMatchObject({ status: 'Cancelled' });
    expect(await stockOf(item.id)).toBe(held + 2);
    expect((await mailsAbout(row.number)).map((mail) => mail.subject)).toContain(`Order ${row.number} cancelled`);
  });

  it('sweeps an order past its hold: the session is closed at Stripe first, the stock released once', async () => {
    const { item, row, session } = await order({}, 'en', 2, 1);
    const held = await stockOf(item.id);
    const later = new Date(row.holdUntil!.getTime() + 60_000);
    await Promise.all([sweepExpiredOrders(await database(), paymentProvider(), later), sweepExpiredOrders(await database(), paymentProvider(), later)]);
    expect(session.status).toBe('expired');
    expect(await orderRow(row.number)).toMatchObject({ status: 'Cancelled' });
    expect(await stockOf(item.id)).toBe(held + 2);
    expect((await mailsAbout(row.number)).filter((mail) => mail.subject.includes('cancelled'))).toHaveLength(1);
  });

  it('leaves an order paid at the last moment for its payment event', async () => {
    const { item, row, session } = await order({}, 'en', 2, 2);
    const held = await stockOf(item.id);
    muted = true;
    await stripe.complete(session.id);
    muted = false;
    await sweepExpiredOrders(await database(), paymentProvider(), new Date(row.holdUntil!.getTime() + 60_000));
    expect(await orderRow(row.number)).toMatchObject({ status: 'Pending payment' });
    expect(await stockOf(item.id)).toBe(held);
    const { payload, signature } = stripe.signedEvent(session, 'checkout.session.completed');
    await hook(payload, signature);
    expect(await orderRow(row.number)).toMatchObject({ status: 'Paid' });
  });

  it('sends the mail’s pay link on to the open session', async () => {
    const { row, session } = await order();
    const response = await pay(new Request(`http://shop.test/api/orders/${row.number}/pay`), { params: Promise.resolve({ number: row.number }) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(session.url);
  });
});

describe('the price the shopper saw', () => {
  it('quotes the server’s prices and refuses an order whose total moved since', async () => {
    const item = await cheapStockItem();
    const lines = [{ product_id: item.id, quantity: 1 }];
    const quoted = await (await quote(jsonRequest('/api/orders/quote', { lines, shippingProtection: true }), none)).json();
    expect(quoted.quote).toMatchObject({ currency: 'USD', subtotal: toSummary(item).price, needsApproval: false });
    const before = await stockOf(item.id);
    const count = (await (await database()).select().from(orders)).length;
    const refused = await placeOrder(jsonRequest('/api/orders?locale=ja', { lines, shippingProtection: true, expectedTotal: quoted.quote.total - 1, contact, address }), none);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: 'price_changed', total: quoted.quote.total, message: 'ご注文の金額が変更されました。新しい合計をご確認のうえ、もう一度ご注文ください。' });
    expect(await stockOf(item.id)).toBe(before);
    expect((await (await database()).select().from(orders)).length).toBe(count);
    const placed = await placeOrder(jsonRequest('/api/orders', { lines, shippingProtection: true, expectedTotal: quoted.quote.total, contact, address }), none);
    expect(placed.status).toBe(201);
  });

  it('holds an order over $1000 for approval without taking payment, then asks for payment once approved', async () => {
    const [item] = await (await database()).select().from(products).where(and(gt(products.price, '1100'), gt(products.quantityLeft, 1))).limit(1);
    const response = await placeOrder(jsonRequest('/api/orders', { lines: [{ product_id: item.id, quantity: 1 }], contact, address }), none);
    const body = await response.json();
    expect(body.order.status).toBe('Awaiting approval');
    expect(body.payment.url).toBeNull();
    const row = await orderRow(body.order.number);
    expect(row.paymentRef).toBeNull();
    expect((await mailsAbout(row.number))[0].body).toContain('need our approval');

    const approved = await approveOrder(await database(), paymentProvider(), row.number, { origin: 'https://shop.test', bankDetails: null });
    expect(approved).toMatchObject({ status: 'Pending payment' });
    const mails = await mailsAbout(row.number);
    expect(mails).toHaveLength(2);
    expect(mails[1].body).toContain(`https://shop.test/api/orders/${row.number}/pay`);
    expect(await approveOrder(await database(), paymentProvider(), row.number, { origin: 'https://shop.test', bankDetails: null })).toBeNull();
  });
});
