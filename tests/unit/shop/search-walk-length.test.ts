import { walkLength } from '@/lib/shop/search/embedded/walk';

describe('how far search walks the front of the featured order', () => {
  it.each([
    [0, 5_000],
    [225, 5_000],
    [100_000, 5_000],
    [500_000, 5_000],
    [750_000, 7_500],
    [1_000_000, 10_000],
    [5_000_000, 10_000],
  ])('%i products: %i', (products, walk) => {
    expect(walkLength(products)).toBe(walk);
  });
});
