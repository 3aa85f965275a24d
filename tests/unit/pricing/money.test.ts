import { fromCents, parsePrice, toCents } from '@/lib/shop/cart/money';

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [19.99, 1999],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-2.5, -250],
    [-1.005, -101],
    [1234.5, 123450],
  ])('toCents(%p) = %p', (n, cents) => expect(toCents(n)).toBe(cents));
});

describe('fromCents', () => {
  it.each([
    [0, 0],
    [1999, 19.99],
    [-250, -2.5],
  ])('fromCents(%p) = %p', (c, n) => expect(fromCents(c)).toBe(n));
});

describe('parsePrice', () => {
  it.each<[unknown, number | null]>([
    [12.5, 12.5],
    [0, 0],
    ['1299.99', 1299.99],
    [' 42 ', 42],
    ['-3', -3],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['12abc', null],
    [NaN, null],
    [Infinity, null],
    [null, null],
    [undefined, null],
    [true, null],
    [{}, null],
  ])('parsePrice(%p) = %p', (v, expected) => expect(parsePrice(v)).toBe(expected));
});
