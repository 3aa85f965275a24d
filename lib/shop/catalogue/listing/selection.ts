/**
 * A listing's filters as its query string holds them. Apart from the value lists (filters.ts, which
 * reads the vehicle table), so the listing's controls in the browser carry only this.
 */
export const FILTER_PARAMS = [
  'carModels',
  'makeMaterials',
  'categories',
  'productTypes',
  'brands',
  'wheelSizes',
  'subCategories',
  'finalSubCategories',
] as const;

export type FilterParam = (typeof FILTER_PARAMS)[number];
export type FilterSelection = Record<FilterParam, string[]>;

type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

function valuesOf(searchParams: SearchParamsInput, key: FilterParam): string[] {
  if (searchParams instanceof URLSearchParams) return searchParams.getAll(key);
  const raw = searchParams[key];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

// Accepts both URLSearchParams (client) and Next's searchParams object (server).
export function parseFilterSelection(searchParams: SearchParamsInput): FilterSelection {
  const selection = {} as FilterSelection;
  for (const key of FILTER_PARAMS) {
    selection[key] = [...new Set(valuesOf(searchParams, key).filter((v) => v !== ''))];
  }
  return selection;
}

// A changed filter changes the result set, so the old page number no longer applies.
export function toggleFilterValue(params: URLSearchParams, key: FilterParam, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = next.getAll(key);
  next.delete(key);
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  for (const v of values) next.append(key, v);
  next.delete('page');
  return next;
}

export function singleSelectedFilter(selection: FilterSelection): string | null {
  const values = FILTER_PARAMS.flatMap((key) => selection[key]);
  return values.length === 1 ? values[0] : null;
}
