import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { backend } from '@/lib/shop/backend';
import { pagePaths, productPages, sitemapEntries, SITEMAP_URL_LIMIT } from '@/lib/seo/sitemap';
import { siteUrl } from '@/lib/seo/site';
import { LOCALES } from '@/lib/i18n/routing';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Read at request time: the build never opens the database.
  await connection();
  const pages = pagePaths().map((path) => ({ path, changeFrequency: 'daily' as const, priority: path === '/' ? 1 : 0.6 }));
  const room = Math.floor(SITEMAP_URL_LIMIT / LOCALES.length) - pages.length;
  const catalogue = await backend().sitemapProducts(room);
  return sitemapEntries([...pages, ...productPages(catalogue)], siteUrl());
}
