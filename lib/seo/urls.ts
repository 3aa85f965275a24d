import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/routing';
import { siteUrl } from './site';

/** The path as the shopper sees it: English unprefixed, the others under /es and /ja. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path.replace(/\/+$/, '');
  if (locale === DEFAULT_LOCALE) return clean || '/';
  return `/${locale}${clean}`;
}

export function absoluteUrl(path: string, origin = siteUrl()): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** hreflang alternates of one page: every language plus x-default (the English page). */
export function languageAlternates(path: string, origin = siteUrl()): Record<Locale | 'x-default', string> {
  const entries = LOCALES.map((locale) => [locale, absoluteUrl(localizedPath(locale, path), origin)] as const);
  return { ...Object.fromEntries(entries), 'x-default': absoluteUrl(localizedPath(DEFAULT_LOCALE, path), origin) } as Record<Locale | 'x-default', string>;
}
