import { DEFAULT_LOCALE, isLocale, type Locale } from './routing';

/**
 * The path as the shopper sees it in `locale`: English unprefixed, the others under /es and /ja.
 * The one place that builds a language prefix; a query or hash after the path is kept as is.
 */
export function localizedPath(locale: Locale, path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  const clean = pathname === '/' ? '' : pathname.replace(/\/+$/, '');
  if (locale === DEFAULT_LOCALE) return `${clean || '/'}${rest}`;
  return `/${locale}${clean}${rest}`;
}

/** A browser path without its language prefix (`/es/cart` -> `/cart`, `/es` -> `/`); other paths as they are. */
export function pathWithoutLocale(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isLocale(first)) return pathname;
  return `/${rest.join('/')}`;
}
