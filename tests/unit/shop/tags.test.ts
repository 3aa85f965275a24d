import { expiredTags } from '@/tests/stubs/next-cache';
import { LONG_LISTS_TAG, productStockTags, productTag, productTags, productTalkTag } from '@/lib/shop/common/tags';
import { expireProducts, expireProductTalk } from '@/lib/shop/data/expire';

const list = (length: number) => Array.from({ length }, (_, i) => ({ id: i + 1 }));

describe('productTags', () => {
  it('tags a list with each product it shows', () => {
    expect(productTags(list(3))).toEqual(['product:1', 'product:2', 'product:3']);
  });

  it('tags a list longer than a cache entry holds tags for as a long list', () => {
    expect(productTags(list(140))).toEqual([LONG_LISTS_TAG]);
  });
});

describe("a product's talk (reviews, questions, reactions) has a tag of its own", () => {
  it.each([
    ['a list that shows the product', productTags(list(3))],
    ['a long list', productTags(list(140))],
    ['a change to the product card', productStockTags([2])],
  ])('is not carried by %s', (_, tags) => {
    expect(tags).not.toContain(productTalkTag(2));
  });

  it('names the product', () => {
    expect(productTalkTag(2)).toBe('product-talk:2');
    expect(productTalkTag(2)).not.toBe(productTag(2));
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

describe('expireProductTalk', () => {
  beforeEach(() => expiredTags.splice(0));

  it("expires only the product's talk, never its card or a long list", async () => {
    await expireProductTalk(7);
    expect(expiredTags).toEqual([productTalkTag(7)]);
  });

  it('expires nothing when the write names no product', async () => {
    await expireProductTalk(undefined);
    expect(expiredTags).toEqual([]);
  });
});
