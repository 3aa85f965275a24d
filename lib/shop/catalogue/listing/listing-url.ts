import { isSortOrder, type SortOrder } from './sort';

/*
 * A listing's address, both ways: the one parser of a listing or search URL's query and the one
 * builder of every listing URL (menus, tiles, breadcrumbs, pagination, sort, filters, canonical,
 * redirects, the page cache's key). The query's names are the original shop's, so its links keep
 * working; they are written here and nowhere else. Everything else speaks the shop's own words:
 * a `Selection`.
 */

/**
 * What a shopper narrowed the catalogue to, in the shop's own words: for each field of a product
 * (ProductSummary's and the database's names), the values it may have; an empty list allows any.
 */
export type Selection = {
  /** Vehicles by label ("ZN8 GR86", the filter's checkboxes) or slug ("zn8", links). */
  vehicle: string[];
  material: string[];
  /** The body-part groups (Body Kit, Exterior, Interior, Lighting): a product's `category`. */
  category: string[];
  productType: string[];
  brand: string[];
  wheelSize: string[];
  subCategory: string[];
  finalSubCategory: string[];
};

export type SelectionKey = keyof Selection;

/** The selection's groups in the order the filter shows them and the canonical query writes them. */
export const SELECTION_KEYS = ['vehicle', 'material', 'category', 'productType', 'brand', 'wheelSize', 'subCategory', 'finalSubCategory'] as const satisfies readonly SelectionKey[];

const QUERY_NAMES: Record<SelectionKey, string> = {
  vehicle: 'carModels',
  material: 'makeMaterials',
  category: 'categories',
  productType: 'productTypes',
  brand: 'brands',
  wheelSize: 'wheelSizes',
  subCategory: 'subCategories',
  finalSubCategory: 'finalSubCategories',
};

const SORT = 'sort';
const PAGE = 'page';
const SEARCH_TEXT = 'query';

/** The name a GET form's field of this group must carry, so the browser writes the query this file reads. */
export const fieldName = (key: SelectionKey): string => QUERY_NAMES[key];

/** The names of a GET form's sort box and search box. */
export const SORT_FIELD = SORT;
export const SEARCH_FIELD = SEARCH_TEXT;

/** A listing as its address says: the selection, the order and the page (1 when absent or not a positive whole number). */
export type Listing = { selection: Selection; sort: SortOrder; page: number };

/** A page's query as Next hands it to the page. */
export type PageQuery = Readonly<Record<string, string | string[] | undefined>>;

/** A request's query as Next hands it to a page, or as the browser and middleware hold it. */
export type QueryInput = URLSearchParams | PageQuery;

export const emptySelection = (): Selection => ({
  vehicle: [],
  material: [],
  category: [],
  productType: [],
  brand: [],
  wheelSize: [],
  subCategory: [],
  finalSubCategory: [],
});

function valuesOf(input: QueryInput, name: string): string[] {
  if (input instanceof URLSearchParams) return input.getAll(name);
  const raw = input[name];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

const firstOf = (input: QueryInput, name: string): string | undefined => valuesOf(input, name)[0];

export function parseSelection(input: QueryInput): Selection {
  const selection = emptySelection();
  for (const key of SELECTION_KEYS) selection[key] = [...new Set(valuesOf(input, QUERY_NAMES[key]).filter((value) => value !== ''))];
  return selection;
}

/** Sort and page travel in the URL, so a shared link renders the same page on the server. */
export function parseListing(input: QueryInput): Listing {
  const sort = firstOf(input, SORT);
  const page = Number(firstOf(input, PAGE));
  return { selection: parseSelection(input), sort: isSortOrder(sort) ? sort : 'featured', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** Whether the address names an order at all (even the default one). */
export const hasSort = (input: QueryInput): boolean => firstOf(input, SORT) !== undefined;

/** The search page's words as its address carries them (first value), untrimmed. */
export const searchTextOf = (input: QueryInput): string => firstOf(input, SEARCH_TEXT) ?? '';

/** How the address writes its page number: absent, a page the listing can have (≥ 1), or something else. */
export function pageParamOf(input: QueryInput): 'absent' | 'valid' | 'invalid' {
  const raw = firstOf(input, PAGE);
  if (raw === undefined) return 'absent';
  return /^[1-9][0-9]*$/.test(raw) ? 'valid' : 'invalid';
}

/**
 * A selection's query: the groups `keys` names, in that order (SELECTION_KEYS, the canonical
 * order, unless a link's shape is fixed otherwise), values in the order given or sorted.
 */
export function selectionQuery(selection: Partial<Selection>, { keys = SELECTION_KEYS, sorted = false }: { keys?: readonly SelectionKey[]; sorted?: boolean } = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of keys) {
    const values = selection[key] ?? [];
    for (const value of sorted ? [...values].sort() : values) query.append(QUERY_NAMES[key], value);
  }
  return query;
}

/** The query of a whole listing: its selection, then the sort and the page only where they are not the defaults. */
export function listingParams(listing: { selection?: Partial<Selection>; sort?: SortOrder; page?: number }, options: { keys?: readonly SelectionKey[]; sorted?: boolean } = {}): URLSearchParams {
  const query = selectionQuery(listing.selection ?? {}, options);
  if (listing.sort && listing.sort !== 'featured') query.set(SORT, listing.sort);
  if (listing.page && listing.page >= 2) query.set(PAGE, String(listing.page));
  return query;
}

export function hrefWith(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A listing's address: `path` and the listing's query (page 1 and the featured order are never written). */
export const listingHref = (path: string, listing: { selection?: Partial<Selection>; sort?: SortOrder; page?: number } = {}, keys?: readonly SelectionKey[]): string =>
  hrefWith(path, listingParams(listing, { keys }));

/** The search page's address for some words (with a vehicle when narrowed to one), at a page. */
export function searchHref(text: string, selection: Partial<Selection> = {}, page = 1): string {
  const query = selectionQuery(selection);
  if (text) query.set(SEARCH_TEXT, text);
  if (page >= 2) query.set(PAGE, String(page));
  return hrefWith('/search', query);
}

/** Page 1 is the bare URL, so the first page has one address; other parameters (the search words) stay. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(PAGE);
  else next.set(PAGE, String(page));
  return hrefWith(pathname, next);
}

// A new order reshuffles every page, so the shopper starts again at the first one.
export function sortHref(pathname: string, params: URLSearchParams, sort: SortOrder): string {
  const next = new URLSearchParams(params);
  next.set(SORT, sort);
  next.delete(PAGE);
  return hrefWith(pathname, next);
}

// A changed filter changes the result set, so the old page number no longer applies.
export function toggleValue(params: URLSearchParams, key: SelectionKey, value: string): URLSearchParams {
  const name = QUERY_NAMES[key];
  const next = new URLSearchParams(params);
  const current = next.getAll(name);
  next.delete(name);
  for (const kept of current.includes(value) ? current.filter((v) => v !== value) : [...current, value]) next.append(name, kept);
  next.delete(PAGE);
  return next;
}

/** The same address without the page number: where a page number that is no page is sent. */
export function withoutPage(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGE);
  return next;
}

/**
 * What a GET form of the listing must carry in hidden fields: every parameter its own controls
 * do not set (the search text, a landing link's filters), never the page, since a new choice starts at page 1.
 */
export function paramsOutsideForm(params: URLSearchParams, controlled: readonly SelectionKey[], { sort = false }: { sort?: boolean } = {}): [string, string][] {
  const names = new Set([PAGE, ...(sort ? [SORT] : []), ...controlled.map((key) => QUERY_NAMES[key])]);
  return [...params.entries()].filter(([name]) => !names.has(name));
}

export function singleSelectedValue(selection: Selection): string | null {
  const values = SELECTION_KEYS.flatMap((key) => selection[key]);
  return values.length === 1 ? values[0] : null;
}

/** Next's record of a page's query as the URLSearchParams the browser would hold. */
export function toSearchParams(input: QueryInput): URLSearchParams {
  if (input instanceof URLSearchParams) return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, v);
  }
  return params;
}
