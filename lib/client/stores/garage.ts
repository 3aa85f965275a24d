'use client';
import { create } from 'zustand';
import { EMPTY_GARAGE, withVehicle, withoutVehicle, type StoredGarage } from '@/lib/shop/accounts';
import { STORAGE_KEYS } from '../../shop/common/storage-keys';
import { createStoredStore } from './stored-store';

/** My garage in this browser, shared by its tabs (docs/architecture.md, "The garage"). */
export const useGarage = createStoredStore(STORAGE_KEYS.garage, EMPTY_GARAGE, (set) => ({
  choose: (slug: string) => set((garage) => withVehicle(garage, slug)),
  remove: (slug: string) => set((garage) => withoutVehicle(garage, slug)),
  replace: (garage: StoredGarage) => set(garage),
}));

/**
 * Whether the garage's picker is open: the header's button and the product page's offer both open
 * it. Once opened it stays mounted (closed), so the dialog hands focus back where it came from.
 */
export const useGaragePicker = create<{ open: boolean; mounted: boolean; show: () => void; hide: () => void }>()((set) => ({
  open: false,
  mounted: false,
  show: () => set({ open: true, mounted: true }),
  hide: () => set({ open: false }),
}));
