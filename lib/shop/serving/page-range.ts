import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/routing';
import { PAGE_SIZE, emptySelection, hrefWith, isListingPath, isPastLastPage, pageParamOf, parseListing, vehicleSlugs, withoutPage, type ProductSummary, type Selection } from '@/lib/shop/catalogue';
import { matchingVehicles, searchPageOf } from '@/lib/shop/search';
import { listingAt } from './listing-address';

/** A page address split into its language and its path without it, when it is a listing or the search page. */
export function pagedAddress(pathname: string): { locale: Locale; path: string; search: boolean } | null {
  const [, first, ...others] = pathname.split('/');
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const path = `/${(isLocale(first) ? others : [first, ...others]).join('/')}`.replace(/\/+$/, '') || '/';
  const search = path === '/search';
  return search || isListingPath(path) ? { locale, path, search } : null;
}

/**
 * Where a listing or search address goes when its page number is no page (`page=0`, `page=x`,
 * `page=2.5`): the same address without it. Null for every other address. Decided from the address
 * alone, by the edge's redirect step (lib/edge/decide.ts, through shop-view.ts).
 */
export function pageNumberRedirect(pathname: string, query: URLSearchParams): string | null {
  if (!pagedAddress(pathname) || pageParamOf(query) !== 'invalid') return null;
  return hrefWith(pathname, withoutPage(query));
}

/** How the shop counts a listing or search page's pages, answered by the backend the pages read. */
export type PageCounter = {
  count(selection: Selection, scope?: 'catalogue' | 'garage'): Promise<number>;
  newArrivalsPages(selection: Selection): Promise<number>;
  searchResults(query: string, options: ReturnType<typeof searchPageOf>['options'], locale: Locale): Promise<ProductSummary[]>;
};

const pagesOf = (total: number) => Math.ceil(total / PAGE_SIZE);

async function pagesAt(path: string, url: URL, locale: Locale, counter: PageCounter): Promise<number> {
  if (path === '/search') {
    const { query, vehicles, options } = searchPageOf(url.searchParams);
    return query ? pagesOf(matchingVehicles(await counter.searchResults(query, options, locale), vehicles).length) : 1;
  }
  const { selection } = parseListing(url.searchParams);
  if (path === '/garage-sale/store') return pagesOf(await counter.count(selection, 'garage'));
  // New arrivals are narrowed by vehicle alone (spec 001), as their page reads them.
  if (path === '/new-arrivals') return counter.newArrivalsPages({ ...emptySelection(), vehicle: selection.vehicle.filter((value) => vehicleSlugs([value]).length > 0) });
  return pagesOf(await counter.count(selection));
}

/**
 * The language of the not-found page when a listing or search address asks for a page past its
 * last, whatever the number, else null. Asked before the page renders (by middleware's routing,
 * lib/edge/page-routing.ts), because a page rendered per request has sent its 200 with the
 * prerendered shell before it knows its results (docs/decisions.md, "Indexing and canonical URLs").
 * Listings in the page cache's set are left to their own render: it is whole before its first byte.
 */
export async function pastLastPage(url: URL, counter: PageCounter): Promise<Locale | null> {
  const address = pagedAddress(url.pathname);
  if (!address || pageParamOf(url.searchParams) !== 'valid') return null;
  const { page } = parseListing(url.searchParams);
  if (page < 2 || (!address.search && listingAt(url).query !== null)) return null;
  const listingPath = address.path.startsWith('/store/products') ? '/store/products' : address.path;
  return isPastLastPage(page, await pagesAt(listingPath, url, address.locale, counter)) ? address.locale : null;
}
