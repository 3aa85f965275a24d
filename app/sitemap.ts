import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { desc } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { backend } from '@/lib/shop/backend';
import { pagePaths, productPages, sitemapEntries, SITEMAP_URL_LIMIT } from '@/lib/seo/sitemap';
import { requestSiteUrl } from '@/lib/seo/site';
import { LOCALES } from '@/lib/i18n/routing';

/** Products of the remote shop, read through its listing call a page at a time. */
async function remoteProducts(limit: number) {
  const found: { slug: string; createdAt: Date }[] = [];
  const filter = { car_model: [], brand: [], category: [], wheel_size: [], make_material: [], super_category: [], subcategory: [], final_subcategory: [], label: [] };
  for (let page = 1; found.length < limit; page++) {
    const listing = await backend().filter({ filter, sort: 'featured', page, pageSize: 500 });
    found.push(...listing.items.map((item) => ({ slug: item.slug, createdAt: new Date(item.createdAt) })));
    if (page >= listing.pageCount) break;
  }
  return found;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Read at request time: the build never opens the database.
  await connection();
  const pages = pagePaths().map((path) => ({ path, changeFrequency: 'daily' as const, priority: path === '/' ? 1 : 0.6 }));
  const room = Math.floor(SITEMAP_URL_LIMIT / LOCALES.length) - pages.length;
  const catalogue =
    backend().kind === 'embedded'
      ? await (await db()).select({ slug: products.slug, createdAt: products.createdAt }).from(products).orderBy(desc(products.createdAt), desc(products.id)).limit(room)
      : await remoteProducts(room);
  return sitemapEntries([...pages, ...productPages(catalogue)], await requestSiteUrl());
}
