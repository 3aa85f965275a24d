import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { productFacets, products } from '@/lib/db/schema';
import { backend } from './backend';
import { emptyFilter } from './filter-map';

/** What a sitemap needs of a product page. */
export type ProductPageRef = { slug: string; createdAt: Date };

/**
 * Every product page, in a stable order, a slice at a time (the sitemap shards). The embedded shop
 * reads its table; the remote shop's only list of everything is its unfiltered listing.
 */
export async function productPageCount(): Promise<number> {
  if (backend().kind === 'remote') return (await remoteSlice(1, 1)).total;
  const [{ count }] = await (await db()).select({ count: sql<number>`coalesce(sum(${productFacets.products}), 0)::int` }).from(productFacets);
  return count;
}

export async function productPageRefs(offset: number, limit: number): Promise<ProductPageRef[]> {
  if (backend().kind === 'remote') {
    if (offset % limit !== 0) throw new RangeError('remote slices start on a multiple of their size');
    return (await remoteSlice(offset / limit + 1, limit)).items;
  }
  return (await db())
    .select({ slug: products.slug, createdAt: products.createdAt })
    .from(products)
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(offset);
}

async function remoteSlice(page: number, pageSize: number) {
  const listing = await backend().filter({ filter: emptyFilter(), sort: 'featured', page, pageSize });
  return { total: listing.total, items: listing.items.map((item) => ({ slug: item.slug, createdAt: new Date(item.createdAt) })) };
}
