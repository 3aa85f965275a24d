'use client';
import type { CartLine } from '@/lib/shop/cart';
import { addToCart, removeLine, setLineQuantity } from '@/lib/shop/cart';
import { STORAGE_KEYS } from '../../shop/common/storage-keys';
import { createStoredStore } from './stored-store';

export const useCart = createStoredStore(STORAGE_KEYS.cart, [] as CartLine[], (set, get) => ({
  /** Resolves to false when stock does not allow it; nothing is then added. */
  add(item: CartLine): Promise<boolean> {
    return new Promise((resolve) =>
      set((lines) => {
        const result = addToCart(lines, item);
        resolve(result.added);
        return result.lines;
      }),
    );
  },
  setQuantity: (line: CartLine, quantity: number) => set((lines) => setLineQuantity(lines, line, quantity)),
  remove: (line: CartLine) => set((lines) => removeLine(lines, line)),
  clear: () => set([]),
  count: () => get().length,
}));
