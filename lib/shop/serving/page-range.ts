import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/routing';
import { PAGE_SIZE, emptySelection, hrefWith, isListingPath, isPastLastPage, pageParamOf, parseListing, vehicleSlugs, withoutPage, type Selection } from '@/lib/shop/catalogue';
import { matchingVehicles, searchPageOf } from '@/lib/shop/search';
import { catalogueQuery } from '@/lib/shop/search/server';
import { backend } from '@/lib/shop/data/backend';
import { listingAt } from './listing-address';

/** What the address of a listing or search page says about its page number, before anything renders. */
export type PageRange = { kind: 'redirect'; to: string } | { kind: 'not-found'; locale: Locale } | null;

const pagesOf = (total: number) => Math.ceil(total / PAGE_SIZE);

/** How many pages the listing at `path` (no language prefix) has: the count its page shows. */
async function listingPages(path: string, selection: Selection): Promise<number> {
  const { catalogue } = backend();
  if (path === '/garage-sale/store') return pagesOf(await catalogue.count(selection, 'garage'));
  if (path === '/new-arrivals') {
    // New arrivals are narrowed by vehicle alone (spec 001), as their page reads them.
    const vehicle = selection.vehicle.filter((value) => vehicleSlugs([value]).length > 0);
    return (await catalogue.newArrivals({ selection: { ...emptySelection(), vehicle }, sort: 'featured', page: 1, pageSize: PAGE_SIZE })).pageCount;
  }
  return pagesOf(await catalogue.count(selection));
}

async function searchPages(url: URL, locale: Locale): Promise<number> {
  const { query, vehicles, options } = searchPageOf(url.searchParams);
  if (!query) return 1;
  return pagesOf(matchingVehicles(await backend().search.search(catalogueQuery(query), { ...options, locale }), vehicles).length);
}

/**
 * Decided before a listing or search page renders, because a page rendered per request has sent
 * its 200 with the prerendered shell before it knows its results (docs/decisions.md, "Indexing and
 * canonical URLs"): a page number that is no page (`page=0`, `page=x`, `page=2.5`) goes to the
 * address without it, and a page past the last is not found, whatever its number. Listings in the
 * page cache's set decide for themselves: they render whole before their first byte.
 */
export async function pageRangeOf(url: URL): Promise<PageRange> {
  const [, first, ...others] = url.pathname.split('/');
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const path = `/${(isLocale(first) ? others : [first, ...others]).join('/')}`.replace(/\/+$/, '') || '/';
  const search = path === '/search';
  if (!search && !isListingPath(path)) return null;
  const written = pageParamOf(url.searchParams);
  if (written === 'absent') return null;
  if (written === 'invalid') return { kind: 'redirect', to: hrefWith(url.pathname, withoutPage(url.searchParams)) };
  const { selection, page } = parseListing(url.searchParams);
  if (page < 2 || (!search && listingAt(url).query !== null)) return null;
  const pages = search ? await searchPages(url, locale) : await listingPages(path.startsWith('/store/products') ? '/store/products' : path, selection);
  return isPastLastPage(page, pages) ? { kind: 'not-found', locale } : null;
}
