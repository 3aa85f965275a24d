import type { ShopView } from '@/lib/edge/decide';
import { currentBreaker, onCircuitOpen } from '@/lib/shop/shop-server/current-breaker';
import { needsShopServer } from './needs-shop-server';
import { pageNumberRedirect } from './page-range';
import { catalogueRedirect } from './redirects';
import { unknownPage } from './unknown-page';

/** Paths known to redirect or not, at most this many (product pages are many; the first seen are kept). */
const REMEMBERED_PATHS = 50_000;
const redirecting = new Map<string, boolean>();

/**
 * What the edge must know of the shop (lib/edge/decide.ts), handed to it by server.ts: its
 * redirects (a page number that is no page among them), which paths name no page, and the remote shop's circuit as pages see it. In the
 * embedded shop no breaker exists, so nothing is ever refused for the shop server.
 */
export const shopView: ShopView = {
  redirect(path, search) {
    const withoutPageNumber = search === '' ? null : pageNumberRedirect(path, new URLSearchParams(search));
    if (withoutPageNumber !== null) return withoutPageNumber;
    // Whether a path redirects depends on the path alone (the query only travels along): most
    // requests are for the same few paths, so the answer is remembered and no URL is built for them.
    if (redirecting.get(path) === false) return null;
    const to = catalogueRedirect(new URL(path + search, 'http://shop.invalid'));
    if (redirecting.size < REMEMBERED_PATHS) redirecting.set(path, to !== null);
    return to ? to.pathname + to.search + to.hash : null;
  },
  unknownPage: (path) => unknownPage(path)?.locale ?? null,
  shopServer: {
    refusing(path, search) {
      const breaker = currentBreaker();
      if (!breaker?.refusing()) return null;
      return needsShopServer(path, new URLSearchParams(search)) ? breaker.retryAfterSeconds() : null;
    },
    failing() {
      const breaker = currentBreaker();
      return breaker?.failing() ? breaker.retryAfterSeconds() : null;
    },
    onOpen: onCircuitOpen,
  },
};
