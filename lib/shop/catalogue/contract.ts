import type { Locale } from '@/lib/i18n/routing';
import type { ListingPage, ListingQuery, ListingScope, ProductDetail, ProductSummary } from './types';
import type { Selection } from './listing/listing-url';

/**
 * The catalogue: products and listings (search is lib/shop/search's). `locale`: the page's language; the text comes in it
 * where the shop has it, else in English.
 */
export interface CatalogueShop {
  latest(limit?: number, locale?: Locale): Promise<ProductSummary[]>;
  hot(locale?: Locale): Promise<ProductSummary[]>;
  filter(query: ListingQuery, locale?: Locale): Promise<ListingPage>;
  garageSale(query: ListingQuery, locale?: Locale): Promise<ListingPage>;
  newArrivals(query: ListingQuery, locale?: Locale): Promise<ListingPage>;
  /** How many products a listing would show, for landing tiles. */
  count(selection: Selection, scope?: ListingScope): Promise<number>;
  /** Any link shape: name slug, encoded id (spec 001 decoding rules), any case. */
  productBySlug(slug: string, locale?: Locale): Promise<ProductDetail | null>;
  productsByIds(ids: number[], locale?: Locale): Promise<ProductSummary[]>;
  /**
   * Product pages for the sitemap, garage-sale items included, in an order that stays put while the
   * catalogue does: at most `limit` of them from `offset` (the shards of the sitemap index). As many
   * in all as `count` gives for the catalogue and the garage sale together.
   */
  sitemapProducts(limit: number, offset?: number): Promise<{ slug: string; createdAt: Date }[]>;
}
