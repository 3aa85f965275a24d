'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server HTML and until React has taken over the page; then true. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
