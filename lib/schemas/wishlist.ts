import { z } from 'zod';

/** A wishlist entry as the browser stores it; the defaults are the original shop's. */
export const wishlistEntrySchema = z.object({
  product_id: z.coerce.number().int().positive(),
  product_name: z.string().max(300),
  slug: z.string().max(300).optional(),
  price: z.coerce.number().finite().nonnegative(),
  image: z.string().max(500).default(''),
  car_model: z.string().max(100).default('Unknown'),
  category: z.string().max(100).default('General'),
  quantity_left: z.coerce.number().int().default(0),
  sku: z.string().max(100).default(''),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const entry = wishlistEntrySchema.safeParse(item);
    return entry.success ? [entry.data] : [];
  }),
);
