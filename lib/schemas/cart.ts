// zod/mini: these schemas run in every page's browser bundle (the cart store), where the full zod is too heavy.
import * as z from 'zod/mini';

const money = z.coerce.number().check(z.nonnegative());
const wholeNumber = () => z.coerce.number().check(z.int());

/** A cart line as the browser stores it under `ypscart` (the original shop's field names). */
export const cartLineSchema = z.object({
  product_id: wholeNumber().check(z.positive()),
  product_name: z.string().check(z.maxLength(300)),
  slug: z.optional(z.string().check(z.maxLength(300))),
  image: z._default(z.string().check(z.maxLength(500)), ''),
  sku: z._default(z.string().check(z.maxLength(100)), ''),
  price: money,
  original_price: z.nullish(money),
  discount_percentage: z._default(wholeNumber().check(z.minimum(0), z.maximum(100)), 0),
  quantity: wholeNumber().check(z.minimum(1), z.maximum(9999)),
  quantity_left: wholeNumber().check(z.minimum(-1)),
  is_special_order: z._default(z.boolean(), false),
  is_deposit: z._default(z.boolean(), false),
  payment_type: z._default(z.enum(['full', 'deposit']), 'full'),
  shipment_info: z._default(z.string().check(z.maxLength(300)), ''),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Damaged lines are dropped one by one rather than losing the whole cart. */
export const cartLinesSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items: unknown[]) =>
    items.flatMap((item) => {
      const line = cartLineSchema.safeParse(item);
      return line.success ? [line.data] : [];
    }),
  ),
);
