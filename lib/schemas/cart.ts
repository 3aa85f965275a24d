import { z } from 'zod';

const money = z.coerce.number().finite().nonnegative();

/** A cart line as the browser stores it under `ypscart` (the original shop's field names). */
export const cartLineSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  product_name: z.string().max(300),
  slug: z.string().max(300).optional(),
  image: z.string().max(500).default(''),
  sku: z.string().max(100).default(''),
  price: money,
  original_price: money.nullish(),
  discount_percentage: z.coerce.number().int().min(0).max(100).default(0),
  quantity: z.coerce.number().int().min(1).max(9999),
  quantity_left: z.coerce.number().int().min(-1),
  is_special_order: z.boolean().default(false),
  is_deposit: z.boolean().default(false),
  payment_type: z.enum(['full', 'deposit']).default('full'),
  shipment_info: z.string().max(300).default(''),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Damaged lines are dropped one by one rather than losing the whole cart. */
export const cartLinesSchema = z
  .array(z.unknown())
  .transform((items) =>
    items.flatMap((item) => {
      const line = cartLineSchema.safeParse(item);
      return line.success ? [line.data] : [];
    }),
  );
