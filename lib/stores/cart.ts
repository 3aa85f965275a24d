'use client';
import { cartLinesSchema, type CartLine } from '@/lib/schemas/cart';
import { addToCart, removeLine, setLineQuantity } from '@/lib/cart/lines';
import { STORAGE_KEYS } from './keys';
import { createStoredStore } from './stored-store';

export const useCart = createStoredStore(STORAGE_KEYS.cart, cartLinesSchema, [] as CartLine[], (set, get) => ({
  /** Returns false when stock does not allow it; nothing is then added. */
  add(item: CartLine): boolean {
    let added = false;
    set((lines) => {
      const result = addToCart(lines, item);
      added = result.added;
      return result.lines;
    });
    return added;
  },
  setQuantity: (line: CartLine, quantity: number) => set((lines) => setLineQuantity(lines, line, quantity)),
  remove: (line: CartLine) => set((lines) => removeLine(lines, line)),
  clear: () => set([]),
  count: () => get().length,
}));
