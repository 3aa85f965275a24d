'use client';
import type { ProductSummary } from '@/lib/shop/catalogue';
import { priceLine } from '@/lib/shop/cart';
import { isLocale } from '@/lib/i18n/routing';
import { STORAGE_KEYS } from '@/lib/shop/common/storage-keys';
import { writeStored } from '@/lib/client/stores/local-storage';
import { checkoutPath } from '@/lib/shop/cart';
import { lineFromProduct } from '@/lib/shop/cart';

/**
 * Buy now (spec 001): one item straight to checkout, leaving the cart alone. Clearing the
 * checkout flag makes the checkout page read this record instead of the cart.
 */
export function buyNow(product: ProductSummary, quantity: number): void {
  const line = lineFromProduct(product, quantity);
  writeStored(STORAGE_KEYS.buyNow, [line]);
  writeStored(STORAGE_KEYS.cartTotal, priceLine({ price: line.price, quantity, isDeposit: false }).lineTotal.toFixed(2));
  writeStored(STORAGE_KEYS.checkoutFlag, null);
  const lang = document.documentElement.lang;
  window.location.assign(checkoutPath(isLocale(lang) ? lang : 'en'));
}
