'use client';
import type { CartTotals } from '@/lib/shop/cart';
import type { CartLine } from '@/lib/shop/cart';
import { STORAGE_KEYS } from '../../shop/common/storage-keys';
import { writeStored } from './local-storage';
import { createStoredStore } from './stored-store';

/** The cart's two optional services; both are stored so every tab and the checkout page agree. */
export const useShippingProtection = createStoredStore(STORAGE_KEYS.shippingProtection, false, (set) => ({
  choose: (next: boolean) => set(next),
}));

export const useDeliveryConfirmation = createStoredStore(STORAGE_KEYS.deliveryConfirmation, false, (set) => ({
  choose: (next: boolean) => set(next),
}));

/** The buy-now record (spec 001): one item bought straight from the product page, stored as a cart line. */
export const useBuyNow = createStoredStore(STORAGE_KEYS.buyNow, [] as CartLine[], (set) => ({
  clear: () => set([]),
}));

export const useCheckoutFlag = createStoredStore(STORAGE_KEYS.checkoutFlag, false, (set) => ({
  clear: () => set(false),
}));

/** What the cart's checkout button records before the full-page move to /checkout.html (spec 000 §4). */
export function recordCartCheckout(totals: CartTotals): void {
  writeStored(STORAGE_KEYS.checkoutFlag, true);
  writeStored(STORAGE_KEYS.insurance, totals.insurance);
  writeStored(STORAGE_KEYS.cartTotal, totals.total.toFixed(2));
}
