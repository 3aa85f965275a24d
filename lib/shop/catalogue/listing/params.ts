import { parseFilterSelection, type FilterSelection } from '@/lib/shop/catalogue/listing/selection';
import { isSortOrder, type SortOrder } from '@/lib/shop/catalogue/listing/sort';

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
