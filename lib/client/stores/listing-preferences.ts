'use client';
import type { SortOrder } from '@/lib/shop/catalogue';
import { STORAGE_KEYS } from '../../shop/common/storage-keys';
import { createStoredStore } from './stored-store';

/** Grid or list, remembered across visits (spec 000 §4). */
export const useListView = createStoredStore(STORAGE_KEYS.listView, false, (set) => ({
  choose: (list: boolean) => set(list),
}));

/** The last sort the shopper picked; listings put it in the URL, browser lists read it directly. */
export const useSortOrder = createStoredStore(STORAGE_KEYS.sortOrder, 'featured' as SortOrder, (set) => ({
  choose: (order: SortOrder) => set(order),
}));
