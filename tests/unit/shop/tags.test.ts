import { expiredTags } from '@/tests/stubs/next-cache';
import { LONG_LISTS_TAG, productTag, productTags } from '@/lib/shop/tags';
import { expireProducts } from '@/lib/shop/expire';

const list = (length: number) => Array.from({ length }, (_, i) => ({ id: i + 1 }));

describe('productTags', () => {
  it('tags a list with each product it shows', () => {
    expect(productTags(list(3))).toEqual(['product:1', 'product:2', 'product:3']);
  });

  it('tags a list longer than a cache entry holds tags for as a long list', () => {
    expect(productTags(list(140))).toEqual([LONG_LISTS_TAG]);
  });
});

describe('expireProducts', () => {
  beforeEach(() => expiredTags.splice(0));

  it('expires each product once and every long list, which may show any of them', () => {
    expireProducts([7, 9, 7]);
    expect(expiredTags).toEqual([productTag(7), productTag(9), LONG_LISTS_TAG]);
  });

  it('expires nothing for no product', () => {
    expireProducts([]);
    expect(expiredTags).toEqual([]);
  });
});
