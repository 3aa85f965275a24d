import type { ShopPages } from '@/lib/edge/page-routing';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/routing';
import { cachedListingOf, isListingPath } from '@/lib/shop/catalogue';
import { cachedListingPath } from '@/lib/shop/catalogue/server';
import { shopServerCheckout } from './checkout-proxy';

/** What middleware's routing (lib/edge/page-routing.ts) must know of the shop's pages. */
export const shopPages: ShopPages = {
  elsewhere: shopServerCheckout,
  /**
   * Search, and a listing outside the page cache: a prerendered shell with no inline script of its
   * own, whose results Next renders per request with the request's nonce on every script. With a
   * nonce they stream as they render instead of being held whole for hashing.
   */
  resultsRenderPerRequest({ pathname, searchParams }) {
    const path = pathname.replace(/^\/(?:en|es|ja)(?=\/|$)/, '') || '/';
    if (path === '/search') return true;
    return isListingPath(path) && cachedListingOf(pathname, searchParams, LOCALES, DEFAULT_LOCALE).query === null;
  },
  cachedListingPath: (pathname, searchParams) => cachedListingPath(pathname, searchParams, LOCALES, DEFAULT_LOCALE),
};
