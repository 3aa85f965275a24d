import 'server-only';
import { revalidateTag } from 'next/cache';
import { cachedProduct } from './catalog';
import { CATALOGUE_TAG, LONG_LISTS_TAG, productTag } from './tags';

// `{ expire: 0 }` rather than stale-while-revalidate: a shopper who just wrote a review or
// placed an order must see it on the very next load, not the one after.
const NOW = { expire: 0 };

/** After a write to these products (review, question, reaction, order, stock or price change). */
export function expireProducts(ids: Iterable<number>): void {
  const distinct = new Set(ids);
  for (const id of distinct) revalidateTag(productTag(id), NOW);
  if (distinct.size) revalidateTag(LONG_LISTS_TAG, NOW);
}

/** After a change to the whole catalogue (seed, import). */
export function expireCatalogue(): void {
  revalidateTag(CATALOGUE_TAG, NOW);
}

/** After a write that names its product by slug or id, as review, question and reaction requests do. */
export async function expireProductRef(ref: string | number | undefined): Promise<void> {
  if (ref === undefined) return;
  const product = typeof ref === 'number' ? { id: ref } : await cachedProduct(ref);
  if (product) expireProducts([product.id]);
}
