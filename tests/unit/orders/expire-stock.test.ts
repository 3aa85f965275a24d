import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import { LONG_LISTS_TAG, productTag } from '@/lib/shop/tags';

const updateTags = jest.fn<Promise<void>, Parameters<CacheHandler['updateTags']>>(async () => {});

// Outside a request (the background sweep) Next's revalidateTag has no store and throws this.
jest.mock('next/cache', () => ({
  revalidateTag: () => {
    throw new Error('Invariant: static generation store missing in revalidateTag(product:1)');
  },
}));
jest.mock('next/dist/server/use-cache/handlers', () => ({ getCacheHandlers: () => [{ updateTags }] }));

import { expireStock } from '@/lib/orders/expire-stock';

describe('expireStock outside a request', () => {
  it('expires the products and long lists in every cache handler and in the page cache', async () => {
    const before = Date.now();
    await expireStock([4, 5, 4]);
    const tags = [productTag(4), productTag(5), LONG_LISTS_TAG];
    expect(updateTags).toHaveBeenCalledWith(tags, { expire: 0 });
    for (const tag of tags) expect(tagsManifest.get(tag)?.expired).toBeGreaterThanOrEqual(before);
    expect(tagsManifest.get(productTag(6))).toBeUndefined();
  });

  it('does nothing for no product', async () => {
    updateTags.mockClear();
    await expireStock([]);
    expect(updateTags).not.toHaveBeenCalled();
  });
});
