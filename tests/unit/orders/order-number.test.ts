import { orderNumber } from '@/lib/shop/orders/order-number';

describe('orderNumber', () => {
  it.each([
    [new Uint8Array([0, 0, 0, 0, 0]), 'YPS-20250314-00000000'],
    [new Uint8Array([255, 255, 255, 255, 255]), 'YPS-20250314-ZZZZZZZZ'],
    [new Uint8Array([0x08, 0x42, 0x10, 0x84, 0x21]), 'YPS-20250314-11111111'],
  ])('encodes %o in Crockford base32', (bytes, expected) => {
    expect(orderNumber(new Date('2025-03-14T23:59:00Z'), bytes)).toBe(expected);
  });

  it('draws fresh random characters without look-alike letters', () => {
    const numbers = new Set(Array.from({ length: 50 }, () => orderNumber(new Date('2025-01-02T00:00:00Z'))));
    expect(numbers.size).toBe(50);
    for (const number of numbers) expect(number).toMatch(/^YPS-20250102-[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
