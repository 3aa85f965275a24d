import { createHash } from 'node:crypto';
import { BRANDS, CAR_MODELS, CATEGORIES, MAKE_MATERIALS, PRODUCT_TYPES, WHEEL_SIZES } from '@/lib/shop/catalogue/filters';
import { FILTER_PARAMS, parseFilterSelection, type FilterParam } from '@/lib/shop/catalogue/listing/selection';
import { isSortOrder } from '@/lib/shop/catalogue/listing/sort';
import type { SearchParamsRecord } from './params';
import { shopListingLinks } from './shop-listing-links';

/**
 * Listings served from Next's page cache (docs/decisions.md, "Cached listings"). Middleware
 * rewrites a listing's query string into one path segment (`/{locale}/by-query/{key}/{path}`),
 * so the page reads `params` and Next caches it; the shopper's address does not change.
 * A query outside the bounded set below keeps today's page, rendered per request.
 */
export const CACHED_LISTING_SEGMENT = 'by-query';

/** Deeper pages are rendered per request (from cached data): few shoppers page that far. */
export const MAX_CACHED_PAGE = 10;

const EMPTY_KEY = 'all';

/** The filter groups a listing route reads; new arrivals filter by car model only. */
const ROUTE_GROUPS: Record<string, readonly FilterParam[]> = {
  '/store/products': FILTER_PARAMS,
  '/garage-sale/store': FILTER_PARAMS,
  '/new-arrivals': ['carModels'],
};

const groupsOf = (path: string): readonly FilterParam[] | null =>
  ROUTE_GROUPS[path] ?? (path.startsWith('/store/products/') ? FILTER_PARAMS : null);

/** Whether a path (no language prefix) is a listing: in the page cache or rendered per request. */
export const isListingPath = (path: string): boolean => groupsOf(path) !== null;

/** Filter values in a fixed order: values sorted within a group, groups in FILTER_PARAMS order. */
function filterQuery(search: URLSearchParams, groups: readonly FilterParam[]): URLSearchParams {
  const selection = parseFilterSelection(search);
  const query = new URLSearchParams();
  for (const key of groups) for (const value of [...selection[key]].sort()) query.append(key, value);
  return query;
}

const splitLink = (href: string) => {
  const at = href.indexOf('?');
  return at < 0 ? { path: href, query: '' } : { path: href.slice(0, at), query: href.slice(at + 1) };
};

const linkKey = (path: string, query: string) => (query ? `${path}?${query}` : path);

const SHOP_LINKS = new Set(
  shopListingLinks().map((href) => {
    const { path, query } = splitLink(href);
    return linkKey(path, filterQuery(new URLSearchParams(query), FILTER_PARAMS).toString());
  }),
);

const KNOWN_VALUES: Record<FilterParam, Set<string>> = {
  carModels: new Set(CAR_MODELS),
  makeMaterials: new Set(MAKE_MATERIALS),
  categories: new Set(CATEGORIES),
  productTypes: new Set(PRODUCT_TYPES),
  brands: new Set(BRANDS),
  wheelSizes: new Set(WHEEL_SIZES),
  subCategories: new Set(),
  finalSubCategories: new Set(),
};
for (const link of SHOP_LINKS) {
  for (const [key, value] of new URLSearchParams(splitLink(link).query)) KNOWN_VALUES[key as FilterParam].add(value);
}

/**
 * The bound of the page cache: a listing the shop links to, or a top-level listing with at most
 * one known filter value (a car model picked in the drawer), each with any sort and the first
 * MAX_CACHED_PAGE pages. Any other combination is rendered per request, as before.
 */
function isCachedFilter(path: string, filters: URLSearchParams): boolean {
  if (SHOP_LINKS.has(linkKey(path, filters.toString()))) return true;
  if (!ROUTE_GROUPS[path]) return false;
  const values = [...filters.entries()];
  return values.length === 0 || (values.length === 1 && KNOWN_VALUES[values[0][0] as FilterParam].has(values[0][1]));
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
export function cachedListingQuery(path: string, search: URLSearchParams): string | null {
  const groups = groupsOf(path);
  if (!groups) return null;
  const query = filterQuery(search, groups);
  if (!isCachedFilter(path, query)) return null;
  const sort = search.get('sort');
  if (isSortOrder(sort) && sort !== 'featured') query.set('sort', sort);
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page >= 2) {
    if (page > MAX_CACHED_PAGE) return null;
    query.set('page', String(page));
  }
  return query.toString();
}

/** The filters the page cache holds (before sort and page), as canonical queries; '' is none. */
function cachedFilterQueries(): Set<string> {
  const queries = new Set(['']);
  for (const link of SHOP_LINKS) queries.add(splitLink(link).query);
  for (const groups of Object.values(ROUTE_GROUPS)) {
    for (const key of groups) for (const value of KNOWN_VALUES[key]) queries.add(new URLSearchParams([[key, value]]).toString());
  }
  return queries;
}

/**
 * A filter's part of the key: 16 hex digits of its SHA-256, so every key is short whatever the
 * filter holds, and stays the same when the vocabularies grow (an index into them would not).
 */
const filterId = (filter: string) => (filter ? createHash('sha256').update(filter).digest('hex').slice(0, 16) : EMPTY_KEY);

/** The way back from a filter's part of a key: only filters inside the bound have one. */
const FILTERS_BY_ID = new Map([...cachedFilterQueries()].map((filter) => [filterId(filter), filter]));

/**
 * One path segment for a canonical query: the filter's id, then the sort and the page when the
 * query has them, joined by `-` (which neither holds): `all`, `all-ascending`, `3f0c…-price_descending-10`.
 * At most 36 bytes, so the segment and every file name Next derives from it fit any file system.
 */
export function listingKey(query: string): string {
  const params = new URLSearchParams(query);
  const sort = params.get('sort');
  const page = params.get('page');
  params.delete('sort');
  params.delete('page');
  return [filterId(params.toString()), sort, page].filter((part) => part !== null).join('-');
}

/**
 * The query a cached listing page renders, from its key. Null unless the key is exactly the one
 * middleware writes for that listing, so the internal address cannot be used to cache anything
 * outside the bound.
 */
export function listingQueryOfKey(path: string, key: string): SearchParamsRecord | null {
  const [id, ...rest] = key.split('-');
  const filter = FILTERS_BY_ID.get(id);
  if (filter === undefined || rest.length > 2) return null;
  const query = new URLSearchParams(filter);
  for (const part of rest) {
    if (isSortOrder(part)) query.append('sort', part);
    else if (/^[1-9][0-9]*$/.test(part)) query.append('page', part);
    else return null;
  }
  const canonical = cachedListingQuery(path, query);
  if (canonical === null || listingKey(canonical) !== key) return null;
  const record: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(canonical)) (record[name] ??= []).push(value);
  return record;
}

/**
 * The internal address that serves `pathname` (with or without a language prefix) from the page
 * cache, or null. `/{locale}/by-query/…` asked for directly is sent to an address that is not found.
 */
export function cachedListingPath(pathname: string, search: URLSearchParams, locales: readonly string[], defaultLocale: string): string | null {
  const segments = pathname.split('/').slice(1);
  const prefixed = locales.includes(segments[0]);
  const locale = prefixed ? segments[0] : defaultLocale;
  const rest = prefixed ? segments.slice(1) : segments;
  if (rest[0] === CACHED_LISTING_SEGMENT) return `/${locale}/${CACHED_LISTING_SEGMENT}`;
  // The catch-all listing reads its slugs in lower case, so /ZN8 and /zn8 share one entry.
  const path = rest[0] === 'store' && rest[1] === 'products' && rest.length > 2 ? `/store/products/${rest.slice(2).join('/').toLowerCase()}` : `/${rest.join('/')}`;
  const query = cachedListingQuery(path, search);
  return query === null ? null : `/${locale}/${CACHED_LISTING_SEGMENT}/${listingKey(query)}${path}`;
}
