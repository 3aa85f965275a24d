import { parseListing, searchTextOf, vehicleSlugs, type Listing, type ProductSummary, type QueryInput } from '@/lib/shop/catalogue';
import type { SearchOptions } from './contract';

export const MAX_SEARCH_QUERY = 200;

/** Ten pages of results; a search that needs more is better narrowed by a word or a vehicle. */
export const SEARCH_LIMIT = 140;

/** The search page's text: first `query` value, trimmed and capped like the API's. */
export const searchQueryOf = (input: QueryInput): string => searchTextOf(input).trim().slice(0, MAX_SEARCH_QUERY);

export type SearchPage = Listing & { query: string; vehicles: string[]; options: SearchOptions };

/**
 * What a search page asks the shop, read from its address: the words, the vehicles it is narrowed
 * to, and the options of the search call. One vehicle narrows the search in the database; several
 * are applied to the results (`matchingVehicles`).
 */
export function searchPageOf(input: QueryInput): SearchPage {
  const listing = parseListing(input);
  const vehicles = vehicleSlugs(listing.selection.vehicle);
  return { ...listing, query: searchQueryOf(input), vehicles, options: { carModel: vehicles.length === 1 ? vehicles[0] : null, limit: SEARCH_LIMIT } };
}

export const matchingVehicles = (found: ProductSummary[], vehicles: readonly string[]): ProductSummary[] =>
  vehicles.length > 1 ? found.filter((product) => vehicles.includes(product.vehicle)) : found;
