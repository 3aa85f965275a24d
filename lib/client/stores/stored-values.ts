import type { SortOrder } from '@/lib/shop/catalogue';
import type { CartLine } from '@/lib/shop/cart';
import type { WishlistEntry } from '@/lib/client/stores/wishlist-entry';
import type { ProductSummary } from '@/lib/shop/catalogue';
import type { StoredGarage } from '@/lib/shop/accounts';
import { STORAGE_KEYS } from '../../shop/common/storage-keys';

export type StoredRates = { conversion_rates: Record<string, number>; timestamp: number };

/**
 * What each store keeps under its localStorage key. Types only: the stores import this with the
 * page, and the valibot shapes that check it (stored-schemas.ts) load after hydration.
 */
export type StoredValues = {
  [STORAGE_KEYS.cart]: CartLine[];
  [STORAGE_KEYS.buyNow]: CartLine[];
  [STORAGE_KEYS.wishlist]: WishlistEntry[];
  [STORAGE_KEYS.recentlyViewed]: ProductSummary[];
  [STORAGE_KEYS.shippingProtection]: boolean;
  [STORAGE_KEYS.deliveryConfirmation]: boolean;
  [STORAGE_KEYS.checkoutFlag]: boolean;
  [STORAGE_KEYS.listView]: boolean;
  [STORAGE_KEYS.sortOrder]: SortOrder;
  [STORAGE_KEYS.preferredCurrency]: string | null;
  [STORAGE_KEYS.preferredCountry]: string | null;
  [STORAGE_KEYS.currencyRates]: StoredRates | null;
  [STORAGE_KEYS.garage]: StoredGarage;
};

export type StoredKey = keyof StoredValues;
