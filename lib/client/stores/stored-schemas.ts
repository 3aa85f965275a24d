// The shapes of what the stores keep, loaded by createStoredStore after hydration and never with
// the page: valibot and these shapes are about 3 KB gzip that no first paint needs.
import * as v from 'valibot';
import { SORT_ORDERS, isVehicleSlug } from '@/lib/shop/catalogue';
import { keptGarage, type StoredGarage } from '@/lib/shop/accounts';
import { cartLineSchema, cartLinesSchema } from '@/lib/shop/cart';
import { text, validEntries } from '@/lib/shop/common/stored';
import { wishlistSchema } from '@/lib/client/stores/wishlist-entry';
import type { ProductSummary } from '@/lib/shop/catalogue';
import { STORAGE_KEYS } from '../../shop/common/storage-keys';
import type { StoredKey, StoredValues } from './stored-values';

const whole = v.pipe(v.number(), v.integer());
const flag = v.boolean();
const currencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));

const viewedProductSchema = v.pipe(v.object({
  id: v.pipe(whole, v.minValue(1)),
  slug: text(300),
  name: text(300),
  sku: v.optional(text(100), ''),
  price: v.pipe(v.number(), v.finite(), v.minValue(0)),
  originalPrice: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))), null),
  discountPercent: v.optional(v.pipe(whole, v.minValue(0), v.maxValue(100)), 0),
  images: v.optional(v.pipe(v.array(text(500)), v.maxLength(20)), []),
  alt: v.optional(text(300), ''),
  vehicles: v.optional(v.pipe(v.array(text(100)), v.maxLength(20))),
  /** How a product was kept before it could fit several vehicles. */
  vehicle: v.optional(text(100)),
  carBrand: v.optional(text(100), ''),
  productType: v.optional(text(100), ''),
  category: v.optional(v.nullable(text(100)), null),
  fitPosition: v.optional(text(100), ''),
  performancePart: v.optional(v.boolean(), false),
  quantityLeft: v.optional(whole, 0),
  shipment: v.optional(text(300), ''),
  garageSale: v.optional(v.boolean(), false),
  isNew: v.optional(v.boolean(), false),
  createdAt: v.optional(text(40), ''),
}), v.transform(({ vehicle, vehicles, ...product }) => ({ ...product, vehicles: vehicles ?? (vehicle ? [vehicle] : []) })));

/** A vehicle the catalogue no longer has is dropped, not the whole garage. */
const garageSchema = v.pipe(
  v.object({ vehicles: v.pipe(v.array(text(40)), v.maxLength(50)), active: v.nullable(text(40)), account: v.optional(v.boolean(), false) }),
  v.transform((stored): StoredGarage => ({ ...keptGarage(stored, isVehicleSlug), account: stored.account })),
);

const storedRates = v.object({ conversion_rates: v.record(v.string(), v.pipe(v.number(), v.gtValue(0))), timestamp: v.number() });

export const STORED_SCHEMAS: { [K in StoredKey]: v.GenericSchema<unknown, StoredValues[K]> } = {
  [STORAGE_KEYS.cart]: cartLinesSchema,
  // The buy-now record (spec 001): one item bought straight from the product page, stored as a cart line.
  [STORAGE_KEYS.buyNow]: v.pipe(v.array(cartLineSchema), v.maxLength(1)),
  [STORAGE_KEYS.wishlist]: wishlistSchema,
  // Damaged storage reads as an empty list (spec: "treated as empty"); bad entries are dropped.
  [STORAGE_KEYS.recentlyViewed]: validEntries(viewedProductSchema as v.GenericSchema<unknown, ProductSummary>),
  [STORAGE_KEYS.shippingProtection]: flag,
  [STORAGE_KEYS.deliveryConfirmation]: flag,
  [STORAGE_KEYS.checkoutFlag]: flag,
  [STORAGE_KEYS.listView]: flag,
  [STORAGE_KEYS.sortOrder]: v.picklist(SORT_ORDERS),
  [STORAGE_KEYS.preferredCurrency]: v.nullable(currencyCode),
  [STORAGE_KEYS.preferredCountry]: v.nullable(v.pipe(v.string(), v.maxLength(80))),
  [STORAGE_KEYS.currencyRates]: v.nullable(storedRates),
  [STORAGE_KEYS.garage]: garageSchema,
};

/**
 * Stored JSON is input like any other: it may be damaged, or written by an older version
 * of the shop or another script. Anything that does not parse is discarded, never thrown.
 */
export function readStored<K extends StoredKey>(key: K, fallback: StoredValues[K]): StoredValues[K] {
  if (typeof window === 'undefined') return fallback;
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const schema: v.GenericSchema<unknown, StoredValues[K]> = STORED_SCHEMAS[key];
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}
