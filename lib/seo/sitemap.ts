import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/i18n/routing';
import { VEHICLES } from '@/lib/catalog/vehicles';
import { categoriesForModel } from '@/lib/catalog/performance-parts';
import { absoluteUrl, languageAlternates, localizedPath } from './urls';
import { productPath } from './product';

/** One sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

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

export function productPages(products: { slug: string; createdAt: Date }[]): SitemapPage[] {
  return products.map((product) => ({ path: productPath(product.slug), lastModified: product.createdAt, changeFrequency: 'weekly', priority: 0.8 }));
}
