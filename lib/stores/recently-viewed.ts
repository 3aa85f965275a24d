'use client';
import * as v from 'valibot';
import type { ProductSummary } from '@/lib/shop/types';
import { text, validEntries } from '@/lib/schemas/stored';
import { STORAGE_KEYS } from './keys';
import { createStoredStore } from './stored-store';

export const MAX_RECENTLY_VIEWED = 15;

const whole = v.pipe(v.number(), v.integer());

const viewedProductSchema = v.object({
  id: v.pipe(whole, v.minValue(1)),
  slug: text(300),
  name: text(300),
  sku: v.optional(text(100), ''),
  price: v.pipe(v.number(), v.finite(), v.minValue(0)),
  originalPrice: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))), null),
  discountPercent: v.optional(v.pipe(whole, v.minValue(0), v.maxValue(100)), 0),
  images: v.optional(v.pipe(v.array(text(500)), v.maxLength(20)), []),
  alt: v.optional(text(300), ''),
  vehicle: v.optional(text(100), ''),
  carBrand: v.optional(text(100), ''),
  productType: v.optional(text(100), ''),
  category: v.optional(v.nullable(text(100)), null),
  fitPosition: v.optional(text(100), ''),
  performancePart: v.optional(v.boolean(), false),
  quantityLeft: v.optional(whole, 0),
  shipment: v.optional(text(300), ''),
  garageSale: v.optional(v.boolean(), false),
  isNew: v.optional(v.boolean(), false),
  createdAt: v.optional(text(40), ''),
});

/** Damaged storage reads as an empty list (spec: "treated as empty"); bad entries are dropped. */
const recentlyViewedSchema = validEntries(viewedProductSchema as v.GenericSchema<unknown, ProductSummary>);

export function withViewed(list: ProductSummary[], product: ProductSummary): ProductSummary[] {
  return [product, ...list.filter((p) => p.id !== product.id)].slice(0, MAX_RECENTLY_VIEWED);
}

export const useRecentlyViewed = createStoredStore(STORAGE_KEYS.recentlyViewed, recentlyViewedSchema, [] as ProductSummary[], (set) => ({
  record: (product: ProductSummary) => set((list) => withViewed(list, product)),
}));
