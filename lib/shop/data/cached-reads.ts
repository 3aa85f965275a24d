import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/routing';
import { backend } from './backend';
import { CATALOGUE_TAG, LISTINGS_TAG, productTag, productTags, productTalkTag } from '../common/tags';
import type { ListingPage, ListingQuery, ListingScope, ProductDetail, ProductSummary, Selection } from '@/lib/shop/catalogue';
import type { SearchOptions } from '@/lib/shop/search';

/*
 * The cached read layer of the catalogue: pages read through these functions, never through
 * backend() directly, so a page render costs a memory lookup once its data has been read once.
 * Each entry is tagged with the products it shows (lib/shop/common/tags.ts), and the write paths
 * expire those tags, so the lifetime below only bounds changes made outside this server.
 * Reads that carry product text take the page's language, which is part of the cache key (an
 * argument), so each language is its own entry under the same tags.
 */

function tagList(items: readonly ProductSummary[]) {
  cacheLife('catalogue');
  cacheTag(CATALOGUE_TAG, LISTINGS_TAG, ...productTags(items));
}

/** What a product page shows of its reviews and questions, written by shoppers: cached and expired apart. */
export type ProductTalk = Pick<ProductDetail, 'reviewStats' | 'reviews' | 'questions'>;

/** A product as the catalogue describes it (price, stock, text, related cards), without its talk. */
export type CatalogueProduct = Omit<ProductDetail, keyof ProductTalk>;

function splitTalk(product: ProductDetail): { described: CatalogueProduct; talk: ProductTalk } {
  const { reviewStats, reviews, questions, ...described } = product;
  return { described, talk: { reviewStats, reviews, questions } };
}

export async function cachedProduct(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<CatalogueProduct | null> {
  'use cache';
  const product = await backend().catalogue.productBySlug(slug, locale);
  cacheLife('catalogue');
  // Related cards show their own price and stock, so a change to one of them expires this page too.
  cacheTag(CATALOGUE_TAG, ...(product ? [productTag(product.id), ...productTags(product.related)] : []));
  return product && splitTalk(product).described;
}

/**
 * A product's reviews, questions and rating summary, by its canonical slug (one entry for every
 * link shape). Kept apart from `cachedProduct` so that a review or a like expires only this,
 * and the product page it is read on, never a list of cards (lib/shop/common/tags.ts).
 */
export async function cachedProductTalk(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ProductTalk | null> {
  'use cache';
  // The shop's answers are written in each language; shoppers' reviews keep their own.
  const product = await backend().catalogue.productBySlug(slug, locale);
  cacheLife('catalogue');
  cacheTag(CATALOGUE_TAG, ...(product ? [productTalkTag(product.id)] : []));
  return product && splitTalk(product).talk;
}

export async function cachedLatest(limit: number, locale: Locale = DEFAULT_LOCALE): Promise<ProductSummary[]> {
  'use cache';
  const items = await backend().catalogue.latest(limit, locale);
  tagList(items);
  return items;
}

export async function cachedHot(locale: Locale = DEFAULT_LOCALE): Promise<ProductSummary[]> {
  'use cache';
  const items = await backend().catalogue.hot(locale);
  tagList(items);
  return items;
}

export async function cachedFilter(query: ListingQuery, locale: Locale = DEFAULT_LOCALE): Promise<ListingPage> {
  'use cache';
  const page = await backend().catalogue.filter(query, locale);
  tagList(page.items);
  return page;
}

export async function cachedGarageSale(query: ListingQuery, locale: Locale = DEFAULT_LOCALE): Promise<ListingPage> {
  'use cache';
  const page = await backend().catalogue.garageSale(query, locale);
  tagList(page.items);
  return page;
}

export async function cachedNewArrivals(query: ListingQuery, locale: Locale = DEFAULT_LOCALE): Promise<ListingPage> {
  'use cache';
  const page = await backend().catalogue.newArrivals(query, locale);
  tagList(page.items);
  return page;
}

export async function cachedSearch(text: string, options: SearchOptions): Promise<ProductSummary[]> {
  'use cache';
  const items = await backend().search.search(text, options);
  tagList(items);
  return items;
}

/** A listing's size for landing tiles: it changes only when products are added or removed. */
export async function cachedCount(selection: Selection, scope: ListingScope): Promise<number> {
  'use cache';
  cacheLife('catalogue');
  cacheTag(CATALOGUE_TAG, LISTINGS_TAG);
  return backend().catalogue.count(selection, scope);
}
