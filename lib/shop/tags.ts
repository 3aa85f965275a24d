/**
 * The cache tags of the catalogue. Cached reads (lib/shop/catalog.ts) attach them; every write
 * expires exactly the tags of what it changed with `expireTags` (lib/shop/expire.ts).
 *
 * - `catalogue`: every cached catalogue read; a seed or an import changes all of it.
 * - `product:<id>`: one product's detail (reviews, questions, stock, price) and every cached
 *   list that shows it, so a review, a reaction or an order expires the product page and the
 *   listings, carousels and search answers its card appears in, and nothing else.
 * - `listings`: every cached list (filter, garage sale, new arrivals, hot, latest, search), for
 *   a change that can add or remove a product from lists (a new or deleted product).
 */
export const CATALOGUE_TAG = 'catalogue';
export const LISTINGS_TAG = 'listings';

export const productTag = (id: number): string => `product:${id}`;

/** Tags of a list of products: one per product shown, so a change to any of them expires the list. */
export const productTags = (items: readonly { id: number }[]): string[] => items.map((item) => productTag(item.id));
