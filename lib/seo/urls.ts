import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/locale-path';
import { siteUrl } from './site';

export { localizedPath };

export function absoluteUrl(path: string, origin = siteUrl()): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** hreflang alternates of one page: every language plus x-default (the English page). */
export function languageAlternates(path: string, origin = siteUrl()): Record<Locale | 'x-default', string> {
  const entries = LOCALES.map((locale) => [locale, absoluteUrl(localizedPath(locale, path), origin)] as const);
  return { ...Object.fromEntries(entries), 'x-default': absoluteUrl(localizedPath(DEFAULT_LOCALE, path), origin) } as Record<Locale | 'x-default', string>;
}
