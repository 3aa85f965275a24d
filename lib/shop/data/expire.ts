import 'server-only';
import { revalidateTag } from 'next/cache';
import { cachedProduct } from './cached-reads';
import { expireAnswers } from '../shop-server/answers';
import { CATALOGUE_TAG, productStockTags, productTalkTag } from '../common/tags';

// `{ expire: 0 }` rather than stale-while-revalidate: a shopper who just wrote a review or
// placed an order must see it on the very next load, not the one after.
const NOW = { expire: 0 };

/** Next's caches and the remote shop's kept answers (lib/shop/shop-server/answers.ts) alike. */
function expire(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, NOW);
  expireAnswers(tags);
}

/** After a change to these products' cards (an order's stock, a price): every page that shows them. */
export function expireProducts(ids: Iterable<number>): void {
  expire(productStockTags(ids));
}

/** After a change to the whole catalogue (seed, import). */
export function expireCatalogue(): void {
  expire([CATALOGUE_TAG]);
}

/**
 * After a review, a question or a reaction, which name their product by slug or id: only that
 * product's own page shows them, so no list of cards is expired (lib/shop/common/tags.ts).
 */
export async function expireProductTalk(ref: string | number | undefined): Promise<void> {
  if (ref === undefined) return;
  const product = typeof ref === 'number' ? { id: ref } : await cachedProduct(ref);
  if (product) expire([productTalkTag(product.id)]);
}
