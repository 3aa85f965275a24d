'use client';
import * as v from 'valibot';
import type { CartTotals } from '@/lib/pricing/cart-totals';
import { cartLineSchema, type CartLine } from '@/lib/schemas/cart';
import { STORAGE_KEYS } from './keys';
import { writeStored } from './local-storage';
import { createStoredStore } from './stored-store';

const flag = v.boolean();

/** The cart's two optional services; both are stored so every tab and the checkout page agree. */
export const useShippingProtection = createStoredStore(STORAGE_KEYS.shippingProtection, flag, false, (set) => ({
  choose: (next: boolean) => set(next),
}));

export const useDeliveryConfirmation = createStoredStore(STORAGE_KEYS.deliveryConfirmation, flag, false, (set) => ({
  choose: (next: boolean) => set(next),
}));

/** The buy-now record (spec 001): one item bought straight from the product page, stored as a cart line. */
export const useBuyNow = createStoredStore(STORAGE_KEYS.buyNow, v.pipe(v.array(cartLineSchema), v.maxLength(1)), [] as CartLine[], (set) => ({
  clear: () => set([]),
}));

export const useCheckoutFlag = createStoredStore(STORAGE_KEYS.checkoutFlag, flag, false, (set) => ({
  clear: () => set(false),
}));

/** What the cart's checkout button records before the full-page move to /checkout.html (spec 000 §4). */
export function recordCartCheckout(totals: CartTotals): void {
  writeStored(STORAGE_KEYS.checkoutFlag, true);
  writeStored(STORAGE_KEYS.insurance, totals.insurance);
  writeStored(STORAGE_KEYS.cartTotal, totals.total.toFixed(2));
}
