import type { MetadataRoute } from 'next';
import { LOCALES, DEFAULT_LOCALE } from '@/lib/i18n/routing';

/** Paths that are private or transactional: of no use in search results. */
const PRIVATE_PATHS = ['/cart', '/checkout', '/checkout.html', '/account', '/login'];

export function robotsRules(origin: string): MetadataRoute.Robots {
  const prefixes = ['', ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => `/${locale}`)];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...prefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => `${prefix}${path}`))] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
