import { FILTER_PARAMS, parseFilterSelection } from '@/lib/shop/catalogue/listing/selection';
import type { SearchParamsRecord } from '@/lib/shop/catalogue/listing/params';

/**
 * The canonical address of a listing (docs/decisions.md, "Indexing and canonical URLs"):
 * sort, page, view and any unknown parameter never make a new address; a filter group with
 * one value (what a landing tile links to) stays; a group with several values is a
 * combination, so the canonical is the broader listing without that group.
 */
export function listingCanonicalPath(path: string, searchParams: SearchParamsRecord, groups: readonly string[] = FILTER_PARAMS): string {
  const selection = parseFilterSelection(searchParams);
  const params = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    if (groups.includes(key) && selection[key].length === 1) params.append(key, selection[key][0]);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Search results are not indexed; their canonical names the query alone (no sort, page or filter). */
export function searchCanonicalPath(query: string): string {
  return query ? `/search?${new URLSearchParams({ query })}` : '/search';
}
