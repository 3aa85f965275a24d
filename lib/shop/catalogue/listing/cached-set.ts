import { BRANDS, CAR_MODELS, CATEGORIES, MAKE_MATERIALS, PRODUCT_TYPES, WHEEL_SIZES } from '@/lib/shop/catalogue/filters';
import { SELECTION_KEYS, listingParams, parseListing, parseSelection, selectionQuery, type QueryInput, type Selection, type SelectionKey } from './listing-url';
import { shopListingLinks } from './shop-listing-links';

/**
 * Listings served from Next's page cache (docs/decisions.md, "Cached listings"). Middleware
 * rewrites a listing's query string into one path segment (`/{locale}/by-query/{key}/{path}`),
 * so the page reads `params` and Next caches it; the shopper's address does not change.
 * A query outside the bounded set below keeps today's page, rendered per request.
 *
 * This file is the set itself, in any runtime; the keys, hashed with Node's crypto, are in
 * cached-listing.ts beside it.
 */
export const CACHED_LISTING_SEGMENT = 'by-query';

/** Deeper pages are rendered per request (from cached data): few shoppers page that far. */
export const MAX_CACHED_PAGE = 10;

/** The selection groups a listing route reads; new arrivals narrow by vehicle only. */
const ROUTE_GROUPS: Record<string, readonly SelectionKey[]> = {
  '/store/products': SELECTION_KEYS,
  '/garage-sale/store': SELECTION_KEYS,
  '/new-arrivals': ['vehicle'],
};

const groupsOf = (path: string): readonly SelectionKey[] | null =>
  ROUTE_GROUPS[path] ?? (path.startsWith('/store/products/') ? SELECTION_KEYS : null);

/** Whether a path (no language prefix) is a listing: in the page cache or rendered per request. */
export const isListingPath = (path: string): boolean => groupsOf(path) !== null;

/** The part of a selection a route reads, as a canonical query: values sorted within a group, groups in order. */
const filterQuery = (selection: Selection, groups: readonly SelectionKey[]): string => selectionQuery(selection, { keys: groups, sorted: true }).toString();

const splitLink = (href: string) => {
  const at = href.indexOf('?');
  return at < 0 ? { path: href, query: '' } : { path: href.slice(0, at), query: href.slice(at + 1) };
};

const linkKey = (path: string, query: string) => (query ? `${path}?${query}` : path);

const SHOP_LINKS = new Set(
  shopListingLinks().map((href) => {
    const { path, query } = splitLink(href);
    return linkKey(path, filterQuery(parseSelection(new URLSearchParams(query)), SELECTION_KEYS));
  }),
);

const KNOWN_VALUES: Record<SelectionKey, Set<string>> = {
  vehicle: new Set(CAR_MODELS),
  material: new Set(MAKE_MATERIALS),
  category: new Set(CATEGORIES),
  productType: new Set(PRODUCT_TYPES),
  brand: new Set(BRANDS),
  wheelSize: new Set(WHEEL_SIZES),
  subCategory: new Set(),
  finalSubCategory: new Set(),
};
for (const link of SHOP_LINKS) {
  const selection = parseSelection(new URLSearchParams(splitLink(link).query));
  for (const key of SELECTION_KEYS) for (const value of selection[key]) KNOWN_VALUES[key].add(value);
}

/**
 * The bound of the page cache: a listing the shop links to, or a top-level listing with at most
 * one known filter value (a car model picked in the drawer), each with any sort and the first
 * MAX_CACHED_PAGE pages. Any other combination is rendered per request, as before.
 */
function isCachedFilter(path: string, selection: Selection, groups: readonly SelectionKey[]): boolean {
  if (SHOP_LINKS.has(linkKey(path, filterQuery(selection, groups)))) return true;
  if (!ROUTE_GROUPS[path]) return false;
  const values = groups.flatMap((key) => selection[key].map((value) => [key, value] as const));
  return values.length === 0 || (values.length === 1 && KNOWN_VALUES[values[0][0]].has(values[0][1]));
}

/** At most how many filters (a path with its filter values; before sort and page) the page cache holds per language. */
export function cachedFilterBound(): number {
  const topLevel = Object.values(ROUTE_GROUPS).reduce((sum, groups) => sum + 1 + groups.reduce((n, key) => n + KNOWN_VALUES[key].size, 0), 0);
  return SHOP_LINKS.size + topLevel;
}

/**
 * The canonical query under which a listing at `path` (no language prefix, lower case) is
 * cached, or null when it is rendered per request. Sort and page are written only when they
 * change the page (as the page reads them: the first value, `featured` and page 1 are the
 * defaults); parameters no listing reads (`utm_*`, `view`) are left out.
 */
export function cachedListingQuery(path: string, search: QueryInput): string | null {
  const groups = groupsOf(path);
  if (!groups) return null;
  const { selection, sort, page } = parseListing(search);
  if (!isCachedFilter(path, selection, groups) || page > MAX_CACHED_PAGE) return null;
  const kept = Object.fromEntries(groups.map((key) => [key, selection[key]]));
  return listingParams({ selection: kept, sort, page }, { sorted: true }).toString();
}

/** The filters the page cache holds (before sort and page), as canonical queries; '' is none. */
export function cachedFilterQueries(): Set<string> {
  const queries = new Set(['']);
  for (const link of SHOP_LINKS) queries.add(splitLink(link).query);
  for (const groups of Object.values(ROUTE_GROUPS)) {
    for (const key of groups) for (const value of KNOWN_VALUES[key]) queries.add(selectionQuery({ [key]: [value] }).toString());
  }
  return queries;
}

/** A page address split into its language and its listing path (lower case where the listing reads it so). */
function listingAddress(pathname: string, locales: readonly string[], defaultLocale: string): { locale: string; path: string; internal: boolean } {
  const segments = pathname.split('/').slice(1);
  const prefixed = locales.includes(segments[0]);
  const locale = prefixed ? segments[0] : defaultLocale;
  const rest = prefixed ? segments.slice(1) : segments;
  // The catch-all listing reads its slugs in lower case, so /ZN8 and /zn8 share one entry.
  const path = rest[0] === 'store' && rest[1] === 'products' && rest.length > 2 ? `/store/products/${rest.slice(2).join('/').toLowerCase()}` : `/${rest.join('/')}`;
  return { locale, path, internal: rest[0] === CACHED_LISTING_SEGMENT };
}

/**
 * The language and canonical query of a page address served from the page cache: `query` is null
 * for a listing rendered per request (or no listing), `internal` for the internal address itself.
 */
export type CachedListing = { locale: string; path: string; internal: boolean; query: string | null };

export function cachedListingOf(pathname: string, search: QueryInput, locales: readonly string[], defaultLocale: string): CachedListing {
  const address = listingAddress(pathname, locales, defaultLocale);
  return { ...address, query: address.internal ? null : cachedListingQuery(address.path, search) };
}
