import { parseFilterSelection, type FilterSelection } from '@/lib/catalog/filter-selection';
import { isSortOrder, type SortOrder } from '@/lib/catalog/sort';

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export type ListingParams = { selection: FilterSelection; sort: SortOrder; page: number };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Sort and page travel in the URL, so a shared link renders the same page on the server. */
export function parseListingParams(searchParams: SearchParamsRecord): ListingParams {
  const sort = first(searchParams.sort);
  const page = Number(first(searchParams.page));
  return {
    selection: parseFilterSelection(searchParams),
    sort: isSortOrder(sort) ? sort : 'featured',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function toSearchParams(searchParams: SearchParamsRecord): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params;
}

export function hrefWith(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Page 1 is the bare URL, so the first page has one address. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return hrefWith(pathname, next);
}

// A new order reshuffles every page, so the shopper starts again at the first one.
export function sortHref(pathname: string, params: URLSearchParams, sort: SortOrder): string {
  const next = new URLSearchParams(params);
  next.set('sort', sort);
  next.delete('page');
  return hrefWith(pathname, next);
}

/**
 * What a GET form of the listing must carry in hidden fields: every parameter its own controls
 * do not set (the search text, a landing link's filters), never the page, since a new choice starts at page 1.
 */
export function paramsOutsideForm(params: URLSearchParams, controlled: readonly string[]): [string, string][] {
  return [...params.entries()].filter(([key]) => key !== 'page' && !controlled.includes(key));
}
