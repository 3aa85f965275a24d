import { MAX_IN_STOCK_UNITS, MAX_ORDER_TOTAL, orderLimitProblem } from '@/lib/shop/orders/order-limits';

const inStock = { id: 1, price: 100, originalPrice: null, quantityLeft: 500 };
const special = { id: 2, price: 100, originalPrice: 120, quantityLeft: -1 };
const pricey = { id: 3, price: 9_999_999, originalPrice: null, quantityLeft: -1 };
const catalogue = [inStock, special, pricey];

describe('orderLimitProblem', () => {
  it.each([
    ['the cap itself', [{ product_id: 1, quantity: MAX_IN_STOCK_UNITS }], null],
    ['one unit past the cap', [{ product_id: 1, quantity: MAX_IN_STOCK_UNITS + 1 }], { reason: 'too_many_units', productId: 1, max: MAX_IN_STOCK_UNITS }],
    ['the cap counted over repeated lines', [{ product_id: 1, quantity: 6 }, { product_id: 1, quantity: 5 }], { reason: 'too_many_units', productId: 1 }],
    ['a special order past the cap', [{ product_id: 2, quantity: 50 }], null],
    ['a total past what an order may carry', [{ product_id: 3, quantity: 999 }], { reason: 'total_too_large' }],
    ['an unknown product (left to pricing)', [{ product_id: 99, quantity: 999 }], null],
  ])('%s', (_, lines, expected) => {
    const problem = orderLimitProblem(lines, catalogue);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatchObject(expected);
  });

  it('keeps the largest accepted total far inside numeric(10,2)', () => {
    expect(MAX_ORDER_TOTAL).toBeLessThan(99_999_999.99);
  });
});
