// valibot, not zod: these pieces run in every page's browser bundle (the cart, wishlist and
// recently-viewed stores), and valibot's functions tree-shake to a few KB where zod (even
// zod/mini) costs 30-40 KB gzip of first-load JavaScript.
import * as v from 'valibot';

/** What zod's `coerce.number()` did: Number(input), refusing NaN and infinities. */
export const coercedNumber = v.pipe(v.unknown(), v.transform(Number), v.number(), v.finite());
export const wholeNumber = v.pipe(coercedNumber, v.integer());
export const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** A stored list loses its damaged entries one by one rather than the whole list. */
export function validEntries<T>(entry: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item) => {
        const parsed = v.safeParse(entry, item);
        return parsed.success ? [parsed.output] : [];
      }),
    ),
  );
}
