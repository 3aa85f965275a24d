import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/i18n/routing';
import { VEHICLES } from '@/lib/shop/catalogue';
import { categoriesForModel } from '@/lib/shop/catalogue';
import { absoluteUrl, languageAlternates, localizedPath } from './urls';
import { productPath } from './product';

/** One sitemap file holds at most 50,000 URLs and 50 MB (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * Products per product sitemap. Each is listed once per language, so a file holds 15,000 URLs,
 * about 10 MB: small enough to render in well under a second and far inside both limits.
 */
export const PRODUCTS_PER_SITEMAP = 5_000;

/** The files the sitemap index lists: the landing and information pages, then the product shards. */
export function sitemapFiles(productCount: number): string[] {
  const shards = Math.ceil(Math.max(0, productCount) / PRODUCTS_PER_SITEMAP);
  return ['pages', ...Array.from({ length: shards }, (_, shard) => `products-${shard}`)];
}

export const sitemapFileUrl = (file: string, origin: string) => `${origin}/sitemaps/${file}.xml`;

/** `products-3` is shard 3, `pages` is null; anything else is not a sitemap file. */
export function parseSitemapFile(file: string): { kind: 'pages' } | { kind: 'products'; shard: number } | null {
  if (file === 'pages') return { kind: 'pages' };
  const match = /^products-(0|[1-9]\d{0,5})$/.exec(file);
  return match ? { kind: 'products', shard: Number(match[1]) } : null;
}

/** Landing, listing and information pages a search engine should find; account, cart and checkout stay out. */
const STATIC_PATHS = [
  '/',
  '/new-arrivals',
  '/garage-sale',
  '/garage-sale/store',
  '/car-models',
  '/exhaust',
  '/suspension',
  '/performance',
  '/shop-body-parts',
  '/loyalty-rewards',
  '/faqs',
  '/shipping-policy',
  '/return-policy',
  '/terms-and-conditions',
  '/privacy-policy',
  '/dealer-program',
  '/international-orders',
  '/military-discount',
  '/contact-us',
  '/warranty-information',
];

export function pagePaths(): string[] {
  const perVehicle = VEHICLES.flatMap((vehicle) => [
    `/exhaust/${vehicle.slug}`,
    `/suspension/${vehicle.slug}`,
    `/shop-body-parts/${vehicle.slug}`,
    `/performance-parts/${vehicle.slug}`,
    ...categoriesForModel(vehicle.slug).map((category) => `/performance-parts/${vehicle.slug}/${category.slug}`),
  ]);
  return [...STATIC_PATHS, ...perVehicle];
}

type SitemapPage = { path: string; lastModified?: Date; changeFrequency?: 'daily' | 'weekly' | 'monthly'; priority?: number };

/** Every page in every language, each entry naming its language versions (hreflang). */
export function sitemapEntries(pages: SitemapPage[], origin: string): MetadataRoute.Sitemap {
  const room = Math.floor(SITEMAP_URL_LIMIT / LOCALES.length);
  return pages.slice(0, room).flatMap((page) => {
    const languages = languageAlternates(page.path, origin);
    return LOCALES.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, page.path), origin),
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      ...(page.changeFrequency ? { changeFrequency: page.changeFrequency } : {}),
      ...(page.priority !== undefined ? { priority: page.priority } : {}),
      alternates: { languages },
    }));
  });
}

/** The entries of `pages` a batch at a time (see urlSetStream), within one file's URL limit. */
export function* sitemapEntryBatches(pages: SitemapPage[], origin: string, batch = 250): Generator<MetadataRoute.Sitemap> {
  const kept = pages.slice(0, Math.floor(SITEMAP_URL_LIMIT / LOCALES.length));
  for (let from = 0; from < kept.length; from += batch) yield sitemapEntries(kept.slice(from, from + batch), origin);
}

export function productPages(products: { slug: string; createdAt: Date }[]): SitemapPage[] {
  return products.map((product) => ({ path: productPath(product.slug), lastModified: product.createdAt, changeFrequency: 'weekly', priority: 0.8 }));
}
