import { DEFAULT_LOCALE, LOCALES, isLocale } from '@/lib/i18n/routing';
import { cachedListingOf } from '@/lib/shop/catalogue';

const LISTINGS = ['/store/products', '/garage-sale/store', '/new-arrivals'];

/**
 * Whether a page is rendered per request from the shop server's answers, so that while its circuit
 * is open it can only fail: search, the account's pages, and listings outside the cached set.
 * Pages served from the page cache (home, product pages, listings in the cached set) are not: they
 * keep being served, stale, while it is down.
 */
export function needsShopServer(pathname: string, searchParams: URLSearchParams): boolean {
  const [, first, ...others] = pathname.split('/');
  const rest = `/${(isLocale(first) ? others : [first, ...others]).join('/')}`.replace(/\/+$/, '') || '/';
  if (rest === '/search' || rest === '/account' || rest === '/account/orders') return true;
  const listing = LISTINGS.includes(rest) || rest.startsWith('/store/products/');
  // A listing in the cached set is served from the page cache (or rendered from the last answers kept).
  return listing && cachedListingOf(pathname, searchParams, LOCALES, DEFAULT_LOCALE).query === null;
}
