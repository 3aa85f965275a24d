import { z } from 'zod';
import { PAGE_SIZE, SORT_ORDERS } from './sort';
import { selectionOfWire } from '../wire-filter';
import type { ListingQuery } from '../types';

const values = z.array(z.string().trim().min(1).max(100)).max(50).default([]);

export const productFilterSchema = z.object({
  car_model: values,
  brand: values,
  category: values,
  wheel_size: values,
  make_material: values,
  super_category: values,
  subcategory: values,
  final_subcategory: values,
  label: values,
});

export const listingRequestSchema = productFilterSchema.extend({
  sort: z.enum(SORT_ORDERS).default('featured'),
  // No upper bound: every page of a listing is reachable, however large the catalogue; a page past
  // the last is the listing's to answer (404 and noindex on pages, the last page from the API).
  page: z.coerce.number().int().min(1).default(1),
});
export type ListingRequest = z.infer<typeof listingRequestSchema>;

/** A public API call's listing (the spec's wire filter) as the shop reads it. */
export function listingQueryOf({ sort, page, ...filter }: ListingRequest): ListingQuery {
  return { selection: selectionOfWire(filter), sort, page, pageSize: PAGE_SIZE };
}

export const searchRequestSchema = z.object({
  query: z.string().trim().min(1, { error: 'required' }).max(200),
  car_model: z.string().trim().max(100).nullish(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});

/** The products a browser list (wishlist, recently viewed) holds, to show them at today's price and stock. */
export const currentProductsSchema = z.object({
  ids: z.array(z.int().positive()).min(1).max(100),
});
