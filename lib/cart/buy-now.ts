'use client';
import type { ProductSummary } from '@/lib/shop/types';
import { fromCents, toCents } from '@/lib/pricing/money';
import { isLocale } from '@/lib/i18n/routing';
import { STORAGE_KEYS } from '@/lib/stores/keys';
import { writeStored } from '@/lib/stores/local-storage';
import type { BuyNowItem } from '@/lib/stores/checkout';
import { checkoutPath } from './checkout-path';

export function buyNowItem(product: ProductSummary, quantity: number): BuyNowItem {
  return {
    product_id: product.id,
    product_name: product.name,
    image: product.images[0] ?? '',
    price: product.price,
    original_price: product.originalPrice,
    discount_percentage: product.discountPercent,
    quantity,
    quantity_left: product.quantityLeft,
  };
}

/**
 * Buy now (spec 001): one item straight to checkout, leaving the cart alone. Clearing the
 * checkout flag makes the checkout page read this record instead of the cart.
 */
export function buyNow(product: ProductSummary, quantity: number): void {
  writeStored(STORAGE_KEYS.buyNow, [buyNowItem(product, quantity)]);
  writeStored(STORAGE_KEYS.cartTotal, fromCents(toCents(product.price) * quantity).toFixed(2));
  writeStored(STORAGE_KEYS.checkoutFlag, null);
  const lang = document.documentElement.lang;
  window.location.assign(checkoutPath(isLocale(lang) ? lang : 'en'));
}
