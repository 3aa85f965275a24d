'use client';
import { EMPTY_GARAGE, withVehicle, withoutVehicle, type StoredGarage } from '@/lib/shop/accounts';
import { STORAGE_KEYS } from '../../shop/common/storage-keys';
import { createStoredStore } from './stored-store';

/** My garage in this browser, shared by its tabs (docs/architecture.md, "The garage"). */
export const useGarage = createStoredStore(STORAGE_KEYS.garage, EMPTY_GARAGE, (set) => ({
  choose: (slug: string) => set((garage) => withVehicle(garage, slug)),
  remove: (slug: string) => set((garage) => withoutVehicle(garage, slug)),
  replace: (garage: StoredGarage) => set(garage),
}));
