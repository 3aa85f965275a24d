import { SELECTION_KEYS, listingHref, searchHref, type Selection, type SelectionKey } from './listing-url';

/**
 * The canonical address of a listing (docs/decisions.md, "Indexing and canonical URLs"):
 * sort, page, view and any unknown parameter never make a new address; a filter group with
 * one value (what a landing tile links to) stays; a group with several values is a
 * combination, so the canonical is the broader listing without that group.
 */
export function listingCanonicalPath(path: string, selection: Selection, groups: readonly SelectionKey[] = SELECTION_KEYS): string {
  const kept = Object.fromEntries(groups.filter((key) => selection[key].length === 1).map((key) => [key, selection[key]]));
  return listingHref(path, { selection: kept });
}

/** Search results are not indexed; their canonical names the query alone (no sort, page or filter). */
export const searchCanonicalPath = (query: string): string => searchHref(query);
