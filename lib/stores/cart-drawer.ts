'use client';
import { create } from 'zustand';

/** Open state of the cart drawer: per tab, never stored. */
export const useCartDrawer = create<{ open: boolean; show: () => void; hide: () => void }>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
