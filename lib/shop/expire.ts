import 'server-only';
import { revalidateTag } from 'next/cache';
import { cachedProduct } from './catalog';
import { CATALOGUE_TAG, productStockTags } from './tags';

// `{ expire: 0 }` rather than stale-while-revalidate: a shopper who just wrote a review or
// placed an order must see it on the very next load, not the one after.
const NOW = { expire: 0 };

/** After a write to these products (review, question, reaction, order, stock or price change). */
export function expireProducts(ids: Iterable<number>): void {
  for (const tag of productStockTags(ids)) revalidateTag(tag, NOW);
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
