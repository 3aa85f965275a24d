export { SEARCH_DEBOUNCE_MS } from './debounce';
export { searchQueryOf } from './search-params';
export { MAX_DROPDOWN_PRODUCTS, suggestedSearches } from './suggestions';
export type { SearchShop } from './contract';
export type { SearchOptions } from './types';
