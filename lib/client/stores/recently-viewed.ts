'use client';
import type { ProductSummary } from '@/lib/shop/catalogue';
import { STORAGE_KEYS } from '../../shop/common/storage-keys';
import { createStoredStore } from './stored-store';

export const MAX_RECENTLY_VIEWED = 15;

export function withViewed(list: ProductSummary[], product: ProductSummary): ProductSummary[] {
  return [product, ...list.filter((p) => p.id !== product.id)].slice(0, MAX_RECENTLY_VIEWED);
}

export const useRecentlyViewed = createStoredStore(STORAGE_KEYS.recentlyViewed, [] as ProductSummary[], (set) => ({
  record: (product: ProductSummary) => set((list) => withViewed(list, product)),
}));
