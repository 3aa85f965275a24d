import { eq, gt, and, lt } from 'drizzle-orm';
import { withTestDatabase, jsonRequest } from '@/tests/integration/helpers/test-db';
import { POST } from '@/app/api/orders/route';
import { orderLines, orders, products, productTranslations } from '@/lib/db/schema';
import { toSummary } from '@/lib/shop/catalogue/embedded/product-summaries';
import { MAX_IN_STOCK_UNITS } from '@/lib/shop/orders/order-limits';

const database = withTestDatabase();
const context = { params: Promise.resolve({}) };

const contact = { email: 'buyer@example.com', name: 'Ana Buyer', phone: '+1 (555) 010-2000' };
const address = { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

const order = (lines: unknown, extra: Record<string, unknown> = {}) => jsonRequest('/api/orders?locale=en', { lines, contact, address, ...extra });

// Cheap enough that a few units stay under the pre-approval limit.
async function stockItem(minimum = 3) {
  const [row] = await (await database())
    .select()
    .from(products)
    .where(and(gt(products.quantityLeft, minimum), lt(products.quantityLeft, 100), lt(products.price, '300')))
    .limit(1);
  return row;
}

async function specialOrderItem() {
  const [row] = await (await database()).select().from(products).where(eq(products.quantityLeft, -1)).limit(1);
  return row;
}

async function stockOf(id: number) {
  const [row] = await (await database()).select({ quantityLeft: products.quantityLeft }).from(products).where(eq(products.id, id));
  return row.quantityLeft;
}

beforeAll(() => {
  process.env.RATE_LIMITS = 'off';
});

describe('POST /api/orders', () => {
  it('prices from the database whatever the browser claims, and takes the stock', async () => {
    const row = await stockItem();
    const before = row.quantityLeft;
    const expected = toSummary(row).price;
    const response = await POST(order([{ product_id: row.id, quantity: 2, is_deposit: false, price: 0.01, original_price: 0.01 }], { total: 0.02 }), context);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.order).toMatchObject({ status: 'Pending payment', currency: 'USD', subtotal: Math.round(expected * 200) / 100 });
    expect(body.order.number).toMatch(/^YPS-\d{8}-[0-9A-Z]{8}$/);
    expect(await stockOf(row.id)).toBe(before - 2);

    const [stored] = await (await database()).select().from(orders).where(eq(orders.number, body.order.number));
    expect(stored).toMatchObject({ email: contact.email, status: 'Pending payment', userId: null });
    expect(Number(stored.total)).toBe(body.order.total);
    expect(stored.shippingAddress).toMatchObject({ name: 'Ana Buyer', state: 'TX', zip: '78701', country: 'US' });
    const lines = await (await database()).select().from(orderLines).where(eq(orderLines.orderId, stored.id));
    expect(lines).toHaveLength(1);
    expect(Number(lines[0].unitPrice)).toBe(expected);
  });

  it('charges half for a deposit on a special order, and adds protection and delivery confirmation', async () => {
    const row = await specialOrderItem();
    const price = toSummary(row).price;
    const response = await POST(order([{ product_id: row.id, quantity: 3, is_deposit: true }], { shippingProtection: true, deliveryConfirmation: true }), context);
    expect(response.status).toBe(201);
    const { order: placed } = await response.json();
    const unit = Math.round(price * 50) / 100;
    const subtotal = Math.round(unit * 300) / 100;
    expect(placed.lines[0]).toMatchObject({ isDeposit: true, unitPrice: unit, quantity: 3 });
    expect(placed.subtotal).toBeCloseTo(subtotal, 2);
    expect(placed.protection).toBeCloseTo(Math.round(subtotal * 5) / 100, 2);
    expect(placed.deliveryFee).toBe(5.9);
    expect(placed.total).toBeCloseTo(placed.subtotal + placed.protection + 5.9, 2);
    expect(await stockOf(row.id)).toBe(-1);
  });

  it('refuses more than the stock with a 409 naming the product in the shopper\'s language, and changes nothing', async () => {
    const [row] = await (await database()).select().from(products).where(and(gt(products.quantityLeft, 0), lt(products.quantityLeft, MAX_IN_STOCK_UNITS))).limit(1);
    const [spanish] = await (await database())
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, row.id), eq(productTranslations.locale, 'es')));
    const before = row.quantityLeft;
    const response = await POST(jsonRequest('/api/orders?locale=es', { lines: [{ product_id: row.id, quantity: before + 1 }], contact, address }), context);
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.error).toMatchObject({ code: 'out_of_stock', productId: row.id });
    expect(body.error.message).toContain(spanish.name);
    expect(body.error.message).toContain('Lo sentimos');
    expect(await stockOf(row.id)).toBe(before);
  });

  it('rolls back every line when one of them is short', async () => {
    const [first, second] = await (await database()).select().from(products).where(and(gt(products.quantityLeft, 2), lt(products.quantityLeft, 6))).limit(2);
    const count = async () => (await (await database()).select().from(orders)).length;
    const orderCount = await count();
    const response = await POST(order([{ product_id: first.id, quantity: 1 }, { product_id: second.id, quantity: second.quantityLeft + 5 }]), context);
    expect(response.status).toBe(409);
    expect(await stockOf(first.id)).toBe(first.quantityLeft);
    expect(await count()).toBe(orderCount);
  });

  it('answers 409 for a product that does not exist', async () => {
    const response = await POST(order([{ product_id: 99_999_999, quantity: 1 }]), context);
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('unavailable');
  });

  it.each([
    ['not JSON', '{', 'invalid_json'],
    ['no lines', { lines: [], contact, address }, 'invalid_input'],
    ['a zero quantity', { lines: [{ product_id: 1, quantity: 0 }], contact, address }, 'invalid_input'],
    ['a bad ZIP', { lines: [{ product_id: 1, quantity: 1 }], contact, address: { ...address, zip: '7870' } }, 'invalid_input'],
    ['a state outside the US', { lines: [{ product_id: 1, quantity: 1 }], contact, address: { ...address, state: 'ON' } }, 'invalid_input'],
    ['a bad e-mail', { lines: [{ product_id: 1, quantity: 1 }], contact: { ...contact, email: 'nope' }, address }, 'invalid_input'],
  ])('answers 400 for %s', async (_label, body, code) => {
    const response = await POST(jsonRequest('/api/orders', body), context);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(code);
  });

  it('names the bad fields with message keys the form translates', async () => {
    const response = await POST(jsonRequest('/api/orders', { lines: [{ product_id: 1, quantity: 1 }], contact: { ...contact, phone: 'x' }, address: { ...address, zip: 'abc' } }), context);
    expect((await response.json()).error.fields).toMatchObject({ 'contact.phone': ['phoneInvalid'], 'address.zip': ['zipInvalid'] });
  });
});
