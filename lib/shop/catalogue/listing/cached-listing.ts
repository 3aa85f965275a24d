import { createHash } from 'node:crypto';
import { isSortOrder, type SortOrder } from './sort';
import { CACHED_LISTING_SEGMENT, cachedFilterQueries, cachedListingOf, cachedListingQuery, type CachedListing } from './cached-set';
import { listingParams, parseListing, parseSelection, selectionQuery, type PageQuery, type QueryInput } from './listing-url';

/** The keys of the listings in the page cache (cached-set.ts), hashed with Node's crypto: the server's half. */

const EMPTY_KEY = 'all';

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
  const { selection, sort, page } = parseListing(new URLSearchParams(query));
  return [filterId(selectionQuery(selection).toString()), sort === 'featured' ? null : sort, page >= 2 ? String(page) : null].filter((part) => part !== null).join('-');
}

/**
 * The query a cached listing page renders, from its key. Null unless the key is exactly the one
 * middleware writes for that listing, so the internal address cannot be used to cache anything
 * outside the bound.
 */
export function listingQueryOfKey(path: string, key: string): PageQuery | null {
  const [id, ...rest] = key.split('-');
  const filter = FILTERS_BY_ID.get(id);
  if (filter === undefined || rest.length > 2) return null;
  let sort: SortOrder | undefined;
  let page: number | undefined;
  for (const part of rest) {
    if (isSortOrder(part) && sort === undefined) sort = part;
    else if (/^[1-9][0-9]*$/.test(part) && page === undefined) page = Number(part);
    else return null;
  }
  const canonical = cachedListingQuery(path, listingParams({ selection: parseSelection(new URLSearchParams(filter)), sort, page }));
  if (canonical === null || listingKey(canonical) !== key) return null;
  const record: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(canonical)) (record[name] ??= []).push(value);
  return record;
}

/**
 * The internal address that serves `pathname` (with or without a language prefix) from the page
 * cache, or null. `/{locale}/by-query/…` asked for directly is sent to an address that is not found.
 */
export const cachedListingPath = (pathname: string, search: QueryInput, locales: readonly string[], defaultLocale: string): string | null =>
  internalListingPath(cachedListingOf(pathname, search, locales, defaultLocale));

/** The same, for an address already read by cachedListingOf. */
export function internalListingPath({ locale, path, internal, query }: CachedListing): string | null {
  if (internal) return `/${locale}/${CACHED_LISTING_SEGMENT}`;
  return query === null ? null : `/${locale}/${CACHED_LISTING_SEGMENT}/${listingKey(query)}${path}`;
}
