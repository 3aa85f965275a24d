export { SEARCH_DEBOUNCE_MS } from './debounce';
export { SEARCH_LIMIT, matchingVehicles, searchPageOf, searchQueryOf, type SearchPage } from './search-params';
export { MAX_DROPDOWN_PRODUCTS, suggestedSearches } from './suggestions';
export type { SearchShop } from './contract';
export type { SearchOptions } from './contract';
