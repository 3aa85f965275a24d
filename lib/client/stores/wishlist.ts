'use client';
import type { WishlistEntry } from '@/lib/client/stores/wishlist-entry';
import { STORAGE_KEYS } from '../../shop/common/storage-keys';
import { createStoredStore } from './stored-store';

export const useWishlist = createStoredStore(STORAGE_KEYS.wishlist, [] as WishlistEntry[], (set) => ({
  toggle: (entry: WishlistEntry) =>
    set((entries) =>
      entries.some((e) => e.product_id === entry.product_id) ? entries.filter((e) => e.product_id !== entry.product_id) : [entry, ...entries],
    ),
  remove: (productId: number) => set((entries) => entries.filter((e) => e.product_id !== productId)),
}));
