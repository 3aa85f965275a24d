'use client';
import { z } from 'zod';
import type { CartTotals } from '@/lib/pricing/cart-totals';
import { STORAGE_KEYS } from './keys';
import { writeStored } from './local-storage';
import { createStoredStore } from './stored-store';

const flag = z.boolean();

/** The cart's two optional services; both are stored so every tab and the checkout page agree. */
export const useShippingProtection = createStoredStore(STORAGE_KEYS.shippingProtection, flag, false, (set) => ({
  choose: (next: boolean) => set(next),
}));

export const useDeliveryConfirmation = createStoredStore(STORAGE_KEYS.deliveryConfirmation, flag, false, (set) => ({
  choose: (next: boolean) => set(next),
}));

const money = z.coerce.number().finite().nonnegative();

/** The buy-now record (spec 001): one item bought straight from the product page. */
export const buyNowItemSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  product_name: z.string().max(300),
  image: z.string().max(500).default(''),
  price: money,
  original_price: money.nullish(),
  discount_percentage: z.coerce.number().int().min(0).max(100).default(0),
  quantity: z.coerce.number().int().min(1).max(9999),
  quantity_left: z.coerce.number().int().min(-1),
});
export type BuyNowItem = z.infer<typeof buyNowItemSchema>;

export const useBuyNow = createStoredStore(STORAGE_KEYS.buyNow, z.array(buyNowItemSchema).max(1), [] as BuyNowItem[], (set) => ({
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
