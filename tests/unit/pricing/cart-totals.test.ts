import {
  cartTotals,
  DELIVERY_CONFIRMATION_FEE,
  DEPOSIT_RATE,
  priceLine,
  SHIPPING_PROTECTION_RATE,
  type PricedLine,
} from '@/lib/shop/cart/cart-totals';

const line = (price: number, quantity = 1, isDeposit = false, originalPrice?: number | null): PricedLine => ({
  price,
  quantity,
  isDeposit,
  originalPrice,
});

it('exposes the spec constants', () => {
  expect([SHIPPING_PROTECTION_RATE, DELIVERY_CONFIRMATION_FEE, DEPOSIT_RATE]).toEqual([0.05, 5.9, 0.5]);
});

describe('priceLine: unit price', () => {
  it.each([
    [line(100), 100],
    [line(100, 1, true), 50],
    [line(99.99, 1, true), 50],
    [line(0.01, 1, true), 0.01],
    [line(1999.95), 1999.95],
  ])('unitPrice(%o) = %p', (l, expected) => expect(priceLine(l).unitPrice).toBe(expected));
});

describe('priceLine: original unit price', () => {
  it.each([
    [line(80, 1, false, 100), 100],
    [line(80, 1, true, 100), 50],
    [line(80, 1, true, 99.99), 50],
    [line(80, 1, false, null), null],
    [line(80), null],
  ])('unitOriginalPrice(%o) = %p', (l, expected) => expect(priceLine(l).originalUnitPrice).toBe(expected));
});

describe('priceLine: line total', () => {
  it.each([
    [line(19.99, 3), 59.97],
    [line(0.1, 3), 0.3],
    [line(99.99, 2, true), 100],
    [line(100, 0), 0],
  ])('lineTotal(%o) = %p', (l, expected) => expect(priceLine(l).lineTotal).toBe(expected));
});

describe('cartTotals', () => {
  const lines = [line(19.99, 3), line(1000, 1, true)];

  it.each([
    [{ shippingProtection: false, deliveryConfirmation: false }, { protection: 0, deliveryFee: 0, total: 559.97 }],
    [{ shippingProtection: true, deliveryConfirmation: false }, { protection: 28, deliveryFee: 0, total: 587.97 }],
    [{ shippingProtection: false, deliveryConfirmation: true }, { protection: 0, deliveryFee: 5.9, total: 565.87 }],
    [{ shippingProtection: true, deliveryConfirmation: true }, { protection: 28, deliveryFee: 5.9, total: 593.87 }],
  ])('options %o', (options, expected) => {
    expect(cartTotals(lines, options)).toEqual({ subtotal: 559.97, insurance: 28, ...expected });
  });

  it('rounds protection and insurance to the cent', () => {
    const totals = cartTotals([line(10.1)], { shippingProtection: true, deliveryConfirmation: false });
    expect(totals).toEqual({ subtotal: 10.1, protection: 0.51, deliveryFee: 0, insurance: 0.51, total: 10.61 });
  });

  it('is all zero for an empty cart except an opted-in fee', () => {
    expect(cartTotals([], { shippingProtection: true, deliveryConfirmation: true })).toEqual({
      subtotal: 0,
      protection: 0,
      deliveryFee: 5.9,
      insurance: 0,
      total: 5.9,
    });
  });
});
