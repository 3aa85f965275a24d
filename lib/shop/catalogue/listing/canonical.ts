import { SELECTION_KEYS, listingHref, searchHref, type Selection, type SelectionKey } from './listing-url';

/**
 * The canonical address of a listing (docs/decisions.md, "Indexing and canonical URLs"): a page
 * N ≥ 2 is its own (page 1 never writes `page=1`); sort, view and any unknown parameter never
 * make a new address; a filter group with one value (what a landing tile links to) stays; a group
 * with several values is a combination, so the canonical is the broader listing without that group.
 */
export function listingCanonicalPath(path: string, selection: Selection, groups: readonly SelectionKey[] = SELECTION_KEYS, page = 1): string {
  const kept = Object.fromEntries(groups.filter((key) => selection[key].length === 1).map((key) => [key, selection[key]]));
  return listingHref(path, { selection: kept, page });
}

/** Search results are not indexed; their canonical names the query and the page (no sort or filter). */
export const searchCanonicalPath = (query: string, page = 1): string => searchHref(query, {}, page);
