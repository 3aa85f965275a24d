/**
 * The cache tags of the catalogue. Cached reads (lib/shop/data/cached-reads.ts) attach them; every write
 * expires exactly the tags of what it changed (lib/shop/data/expire.ts).
 *
 * - `catalogue`: every cached catalogue read; a seed or an import changes all of it.
 * - `product:<id>`: what the catalogue says of one product (name, price, stock, pictures) and
 *   every cached list that shows its card (listings, home rows, search, related products on
 *   other product pages), so an order or a price change reaches every page that shows it.
 * - `product-talk:<id>`: one product's reviews, questions, their reactions and rating summary.
 *   Only that product's own page shows them: no card or list shows a rating or a review count,
 *   and no list is chosen or ordered by them. So a review, a question or a like, which anyone
 *   can send, expires that page alone and never home, a listing, search, another product's page
 *   or a long list. A list that one day shows a rating must carry this tag of each product too.
 * - `long-lists`: a list too long to carry one tag per product (a search page holds up to 140);
 *   any change to a product's card expires it, so such a list never shows a stale card.
 * - `listings`: every cached list (filter, garage sale, new arrivals, hot, latest, search), for
 *   a change that can add or remove a product from lists (a new or deleted product).
 */
export const CATALOGUE_TAG = 'catalogue';
export const LISTINGS_TAG = 'listings';

export const productTag = (id: number): string => `product:${id}`;

export const productTalkTag = (id: number): string => `product-talk:${id}`;

export const LONG_LISTS_TAG = 'long-lists';

/**
 * Next keeps at most 128 tags on a cache entry and drops the rest with a warning, which would
 * leave part of a long list untagged; the catalogue and listings tags take two of them.
 */
const MAX_PRODUCT_TAGS = 120;

/** Tags of a list of products: one per product shown, so a change to any of them expires the list. */
export const productTags = (items: readonly { id: number }[]): string[] =>
  items.length <= MAX_PRODUCT_TAGS ? items.map((item) => productTag(item.id)) : [LONG_LISTS_TAG];

/** What a change to these products' cards (stock, price) expires: each one, and every long list. */
export const productStockTags = (ids: Iterable<number>): string[] => {
  const distinct = [...new Set(ids)];
  return distinct.length ? [...distinct.map(productTag), LONG_LISTS_TAG] : [];
};
