'use client';
import * as z from 'zod/mini';
import type { ProductSummary } from '@/lib/shop/types';
import { STORAGE_KEYS } from './keys';
import { createStoredStore } from './stored-store';

export const MAX_RECENTLY_VIEWED = 15;

const text = (max: number) => z.string().check(z.maxLength(max));

const viewedProductSchema = z.object({
  id: z.int().check(z.positive()),
  slug: text(300),
  name: text(300),
  sku: z._default(text(100), ''),
  price: z.number().check(z.nonnegative()),
  originalPrice: z._default(z.nullable(z.number().check(z.nonnegative())), null),
  discountPercent: z._default(z.int().check(z.minimum(0), z.maximum(100)), 0),
  images: z._default(z.array(text(500)).check(z.maxLength(20)), []),
  alt: z._default(text(300), ''),
  vehicle: z._default(text(100), ''),
  carBrand: z._default(text(100), ''),
  productType: z._default(text(100), ''),
  category: z._default(z.nullable(text(100)), null),
  fitPosition: z._default(text(100), ''),
  performancePart: z._default(z.boolean(), false),
  quantityLeft: z._default(z.int(), 0),
  shipment: z._default(text(300), ''),
  garageSale: z._default(z.boolean(), false),
  isNew: z._default(z.boolean(), false),
  createdAt: z._default(text(40), ''),
});

/** Damaged storage reads as an empty list (spec: "treated as empty"); bad entries are dropped. */
const recentlyViewedSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items: unknown[]) =>
    items.flatMap((item) => {
      const parsed = viewedProductSchema.safeParse(item);
      return parsed.success ? [parsed.data as ProductSummary] : [];
    }),
  ),
);

export function withViewed(list: ProductSummary[], product: ProductSummary): ProductSummary[] {
  return [product, ...list.filter((p) => p.id !== product.id)].slice(0, MAX_RECENTLY_VIEWED);
}

export const useRecentlyViewed = createStoredStore(STORAGE_KEYS.recentlyViewed, recentlyViewedSchema, [] as ProductSummary[], (set) => ({
  record: (product: ProductSummary) => set((list) => withViewed(list, product)),
}));
