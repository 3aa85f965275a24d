import { swipeStep, wrapIndex } from '@/lib/shop/catalogue/gallery';

describe('wrapIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -4, 3, 0],
    [0, 1, 0, 0],
  ])('wrapIndex(%i, %i, %i) = %i', (index, by, count, expected) => expect(wrapIndex(index, by, count)).toBe(expected));
});

describe('swipeStep', () => {
  it.each([
    [-80, 5, 1],
    [80, 5, -1],
    [-20, 0, 0],
    [-60, 90, 0],
  ])('dx %i dy %i → %i', (dx, dy, expected) => expect(swipeStep(dx, dy)).toBe(expected));
});
