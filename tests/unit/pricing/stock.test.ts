import {
  canIncrement,
  clampQuantity,
  isSpecialOrder,
  stockLevel,
} from '@/lib/shop/cart/stock';

describe('stockLevel', () => {
  it.each([
    [-1, 'special'],
    [-2, 'error'],
    [0, 'error'],
    [1, 'warning'],
    [8, 'warning'],
    [9, 'success'],
    [100, 'success'],
  ])('stockLevel(%p) = %p', (left, level) => expect(stockLevel(left)).toBe(level));
});

describe('isSpecialOrder', () => {
  it.each([
    [-1, true],
    [0, false],
    [5, false],
    [-2, false],
  ])('isSpecialOrder(%p) = %p', (left, expected) => expect(isSpecialOrder(left)).toBe(expected));
});

describe('canIncrement', () => {
  it.each([
    [1, 5, true],
    [4, 5, true],
    [5, 5, false],
    [6, 5, false],
    [1, 0, false],
    [99, -1, true],
  ])('canIncrement(%p, %p) = %p', (q, left, expected) => expect(canIncrement(q, left)).toBe(expected));
});

describe('clampQuantity', () => {
  it.each([
    [3, 5, 3],
    [5, 5, 5],
    [6, 5, 5],
    [0, 5, 1],
    [-3, 5, 1],
    [1, 0, 1],
    [50, -1, 50],
    [0, -1, 1],
    [2.7, 5, 2],
    [NaN, 5, 1],
  ])('clampQuantity(%p, %p) = %p', (q, left, expected) => expect(clampQuantity(q, left)).toBe(expected));
});
