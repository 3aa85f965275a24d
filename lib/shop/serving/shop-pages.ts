import type { ShopPages } from '@/lib/edge/page-routing';
import { PAGE_SIZE } from '@/lib/shop/catalogue';
import { internalListingPath } from '@/lib/shop/catalogue/server';
import { catalogueQuery } from '@/lib/shop/search/server';
import { backend } from '@/lib/shop/data/backend';
import { shopServerCheckout } from './checkout-proxy';
import { listingAt } from './listing-address';
import { pagedAddress, pastLastPage, type PageCounter } from './page-range';

/** Pages counted by the backend the pages themselves read. */
const counter: PageCounter = {
  count: (selection, scope) => backend().catalogue.count(selection, scope),
  newArrivalsPages: async (selection) => (await backend().catalogue.newArrivals({ selection, sort: 'featured', page: 1, pageSize: PAGE_SIZE })).pageCount,
  searchResults: (query, options, locale) => backend().search.search(catalogueQuery(query), { ...options, locale }),
};

/** What middleware's routing (lib/edge/page-routing.ts) must know of the shop's pages. */
export const shopPages: ShopPages = {
  elsewhere: shopServerCheckout,
  /**
   * Search, and a listing outside the page cache: a prerendered shell with no inline script of its
   * own, whose results Next renders per request with the request's nonce on every script. With a
   * nonce they stream as they render instead of being held whole for hashing.
   */
  resultsRenderPerRequest(url) {
    const address = pagedAddress(url.pathname);
    return address !== null && (address.search || listingAt(url).query === null);
  },
  cachedListingPath: (url) => internalListingPath(listingAt(url)),
  pastLastPage: (url) => pastLastPage(url, counter),
};
