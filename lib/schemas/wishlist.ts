// zod/mini: read by the wishlist store in every page's browser bundle.
import * as z from 'zod/mini';

const wholeNumber = () => z.coerce.number().check(z.int());

/** A wishlist entry as the browser stores it; the defaults are the original shop's. */
export const wishlistEntrySchema = z.object({
  product_id: wholeNumber().check(z.positive()),
  product_name: z.string().check(z.maxLength(300)),
  slug: z.optional(z.string().check(z.maxLength(300))),
  price: z.coerce.number().check(z.nonnegative()),
  image: z._default(z.string().check(z.maxLength(500)), ''),
  car_model: z._default(z.string().check(z.maxLength(100)), 'Unknown'),
  category: z._default(z.string().check(z.maxLength(100)), 'General'),
  quantity_left: z._default(wholeNumber(), 0),
  sku: z._default(z.string().check(z.maxLength(100)), ''),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items: unknown[]) =>
    items.flatMap((item) => {
      const entry = wishlistEntrySchema.safeParse(item);
      return entry.success ? [entry.data] : [];
    }),
  ),
);
