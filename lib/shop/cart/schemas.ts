// valibot, not zod: read by the cart store in every page's browser bundle (see lib/shop/common/stored.ts).
import * as v from 'valibot';
import { LOCALES } from '@/lib/i18n/routing';
import { coercedNumber, text, validEntries, wholeNumber } from '../common/stored';

const money = v.pipe(coercedNumber, v.minValue(0));

/** A cart line as the browser stores it under `ypscart` (the original shop's field names). */
export const cartLineSchema = v.object({
  product_id: v.pipe(wholeNumber, v.minValue(1)),
  product_name: text(300),
  /** The language `product_name` is written in; unknown (absent) on lines stored before it was kept, or damaged. */
  name_lang: v.fallback(v.optional(v.picklist(LOCALES)), undefined),
  slug: v.optional(text(300)),
  image: v.optional(text(500), ''),
  sku: v.optional(text(100), ''),
  price: money,
  original_price: v.nullish(money),
  discount_percentage: v.optional(v.pipe(wholeNumber, v.minValue(0), v.maxValue(100)), 0),
  quantity: v.pipe(wholeNumber, v.minValue(1), v.maxValue(9999)),
  quantity_left: v.pipe(wholeNumber, v.minValue(-1)),
  is_special_order: v.optional(v.boolean(), false),
  is_deposit: v.optional(v.boolean(), false),
  payment_type: v.optional(v.picklist(['full', 'deposit']), 'full'),
  shipment_info: v.optional(text(300), ''),
  /** The vehicles the part fits (slugs; empty: every vehicle), so the line can say when it does not fit the shopper's; absent on lines stored before. */
  vehicles: v.optional(v.pipe(v.array(text(100)), v.maxLength(20))),
});
export type CartLine = v.InferOutput<typeof cartLineSchema>;

/** Damaged lines are dropped one by one rather than losing the whole cart. */
export const cartLinesSchema = validEntries(cartLineSchema);
