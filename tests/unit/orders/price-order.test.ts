import { priceOrder, type OrderProduct } from '@/lib/shop/orders/price-order';

const product = (over: Partial<OrderProduct>): OrderProduct => ({
  id: 1,
  name: 'Carbon hood',
  sku: 'HD-1',
  price: 100,
  originalPrice: null,
  discountPercent: 0,
  quantityLeft: 10,
  ...over,
});

const catalogue = [
  product({ id: 1, price: 80, originalPrice: 100, discountPercent: 20, quantityLeft: 3 }),
  product({ id: 2, name: 'Wide body kit', price: 1999.99, quantityLeft: -1 }),
  product({ id: 3, name: 'Sold out spoiler', price: 10, quantityLeft: 0 }),
];

const request = (lines: { product_id: number; quantity: number; is_deposit?: boolean }[], options = { shippingProtection: false, deliveryConfirmation: false }) => ({
  lines: lines.map((line) => ({ is_deposit: false, ...line })),
  ...options,
});

describe('priceOrder', () => {
  it.each([
    ['a discounted stock item', [{ product_id: 1, quantity: 2 }], { subtotal: 160, total: 160 }],
    ['a special order in full', [{ product_id: 2, quantity: 1 }], { subtotal: 1999.99, total: 1999.99 }],
    ['a special order as a deposit', [{ product_id: 2, quantity: 1, is_deposit: true }], { subtotal: 1000, total: 1000 }],
    ['a special order beyond any stock', [{ product_id: 2, quantity: 50 }], { subtotal: 99999.5, total: 99999.5 }],
    ['a deposit flag on a stock item (ignored)', [{ product_id: 1, quantity: 1, is_deposit: true }], { subtotal: 80, total: 80 }],
    ['both lines of one product', [{ product_id: 1, quantity: 1 }, { product_id: 1, quantity: 2 }], { subtotal: 240, total: 240 }],
  ])('prices %s', (_label, lines, expected) => {
    const result = priceOrder(request(lines), catalogue);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.order.totals).toMatchObject(expected);
  });

  it.each([
    [{ shippingProtection: true, deliveryConfirmation: false }, { protection: 8, deliveryFee: 0, insurance: 8, total: 168 }],
    [{ shippingProtection: false, deliveryConfirmation: true }, { protection: 0, deliveryFee: 5.9, insurance: 8, total: 165.9 }],
    [{ shippingProtection: true, deliveryConfirmation: true }, { protection: 8, deliveryFee: 5.9, total: 173.9 }],
  ])('adds the options %o', (options, expected) => {
    const result = priceOrder(request([{ product_id: 1, quantity: 2 }], options), catalogue);
    expect(result.ok && result.order.totals).toMatchObject(expected);
  });

  it('keeps the catalogue prices on each line and halves both prices of a deposit', () => {
    const result = priceOrder(request([{ product_id: 1, quantity: 2 }, { product_id: 2, quantity: 1, is_deposit: true }]), catalogue);
    expect(result.ok && result.order.lines).toEqual([
      { productId: 1, productName: 'Carbon hood', sku: 'HD-1', quantity: 2, isDeposit: false, unitPrice: 80, originalUnitPrice: 100, discountPercent: 20, lineTotal: 160 },
      { productId: 2, productName: 'Wide body kit', sku: 'HD-1', quantity: 1, isDeposit: true, unitPrice: 1000, originalUnitPrice: 1000, discountPercent: 0, lineTotal: 1000 },
    ]);
  });

  it('reserves stock for stock items only', () => {
    const result = priceOrder(request([{ product_id: 1, quantity: 3 }, { product_id: 2, quantity: 4 }]), catalogue);
    expect(result.ok && [...result.order.reserve]).toEqual([[1, 3]]);
  });

  it.each([
    ['more than the stock', [{ product_id: 1, quantity: 4 }], { reason: 'out_of_stock', productId: 1, productName: 'Carbon hood', available: 3 }],
    ['more than the stock over two lines', [{ product_id: 1, quantity: 2 }, { product_id: 1, quantity: 2, is_deposit: true }], { reason: 'out_of_stock', productId: 1 }],
    ['a sold-out item', [{ product_id: 3, quantity: 1 }], { reason: 'out_of_stock', productId: 3, available: 0 }],
    ['an unknown product', [{ product_id: 99, quantity: 1 }], { reason: 'unavailable', productId: 99 }],
  ])('refuses %s', (_label, lines, refusal) => {
    const result = priceOrder(request(lines), catalogue);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal).toMatchObject(refusal);
  });
});
