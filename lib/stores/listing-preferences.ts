'use client';
import * as v from 'valibot';
import { SORT_ORDERS, type SortOrder } from '@/lib/catalog/sort';
import { STORAGE_KEYS } from './keys';
import { createStoredStore } from './stored-store';

/** Grid or list, remembered across visits (spec 000 §4). */
export const useListView = createStoredStore(STORAGE_KEYS.listView, v.boolean(), false, (set) => ({
  choose: (list: boolean) => set(list),
}));

export const sortOrderSchema = v.picklist(SORT_ORDERS);

/** The last sort the shopper picked; listings put it in the URL, browser lists read it directly. */
export const useSortOrder = createStoredStore(STORAGE_KEYS.sortOrder, sortOrderSchema, 'featured' as SortOrder, (set) => ({
  choose: (order: SortOrder) => set(order),
}));
