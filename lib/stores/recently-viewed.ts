'use client';
import { z } from 'zod';
import type { ProductSummary } from '@/lib/shop/types';
import { STORAGE_KEYS } from './keys';
import { createStoredStore } from './stored-store';

export const MAX_RECENTLY_VIEWED = 15;

const viewedProductSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().max(300),
  name: z.string().max(300),
  sku: z.string().max(100).default(''),
  price: z.number().finite().nonnegative(),
  originalPrice: z.number().finite().nonnegative().nullable().default(null),
  discountPercent: z.number().int().min(0).max(100).default(0),
  images: z.array(z.string().max(500)).max(20).default([]),
  alt: z.string().max(300).default(''),
  vehicle: z.string().max(100).default(''),
  carBrand: z.string().max(100).default(''),
  productType: z.string().max(100).default(''),
  category: z.string().max(100).nullable().default(null),
  fitPosition: z.string().max(100).default(''),
  performancePart: z.boolean().default(false),
  quantityLeft: z.number().int().default(0),
  shipment: z.string().max(300).default(''),
  garageSale: z.boolean().default(false),
  isNew: z.boolean().default(false),
  createdAt: z.string().max(40).default(''),
});

/** Damaged storage reads as an empty list (spec: "treated as empty"); bad entries are dropped. */
const recentlyViewedSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = viewedProductSchema.safeParse(item);
    return parsed.success ? [parsed.data as ProductSummary] : [];
  }),
);

export function withViewed(list: ProductSummary[], product: ProductSummary): ProductSummary[] {
  return [product, ...list.filter((p) => p.id !== product.id)].slice(0, MAX_RECENTLY_VIEWED);
}

export const useRecentlyViewed = createStoredStore(STORAGE_KEYS.recentlyViewed, recentlyViewedSchema, [] as ProductSummary[], (set) => ({
  record: (product: ProductSummary) => set((list) => withViewed(list, product)),
}));
