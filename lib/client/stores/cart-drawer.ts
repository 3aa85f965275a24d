'use client';
import { create } from 'zustand';

/** Why the last add put nothing in the cart: the product and how many of it there are. */
export type StockNotice = { name: string; stock: number };

type CartDrawerState = {
  open: boolean;
  /** Set by the first opening: from then on the drawer stays mounted (its code is loaded on demand). */
  opened: boolean;
  notice: StockNotice | null;
  /** Opens the drawer; a notice says why the add that opened it added nothing. */
  show: (notice?: StockNotice | null) => void;
  hide: () => void;
};

/** Open state of the cart drawer: per tab, never stored. */
export const useCartDrawer = create<CartDrawerState>()((set) => ({
  open: false,
  opened: false,
  notice: null,
  show: (notice = null) => set({ open: true, opened: true, notice }),
  hide: () => set({ open: false, notice: null }),
}));
