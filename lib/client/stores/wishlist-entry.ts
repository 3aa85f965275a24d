// valibot, not zod: read by the wishlist store in every page's browser bundle (see lib/shop/common/stored.ts).
import * as v from 'valibot';
import { coercedNumber, text, validEntries, wholeNumber } from '../../shop/common/stored';

/** A wishlist entry as the browser stores it; the defaults are the original shop's. */
export const wishlistEntrySchema = v.object({
  product_id: v.pipe(wholeNumber, v.minValue(1)),
  product_name: text(300),
  slug: v.optional(text(300)),
  price: v.pipe(coercedNumber, v.minValue(0)),
  image: v.optional(text(500), ''),
  car_model: v.optional(text(100), 'Unknown'),
  category: v.optional(text(100), 'General'),
  quantity_left: v.optional(wholeNumber, 0),
  sku: v.optional(text(100), ''),
  /** The vehicles the part fits (slugs; empty: every vehicle), for its fit mark. Entries saved before the garage have none: their `car_model` stands in. */
  vehicles: v.optional(v.pipe(v.array(text(100)), v.maxLength(20))),
});
export type WishlistEntry = v.InferOutput<typeof wishlistEntrySchema>;

export const wishlistSchema = validEntries(wishlistEntrySchema);
