import 'server-only';
import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { db, type Database } from '@/lib/db/client';
import { answers, newsletterSubscribers, products, questions, relatedProducts, reviews } from '@/lib/db/schema';
import { createQuestion, createReview, findProductId, react, uploadsExist } from '@/lib/reviews/store';
import { readUpload, saveUpload } from '@/lib/uploads/store';
import * as localAccounts from '@/lib/auth/local-accounts';
import { orderOf, ordersOf } from '@/lib/account/orders';
import { addAddress, defaultAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '@/lib/account/addresses';
import { quoteOrder } from '@/lib/orders/place-order';
import { checkoutOrder } from '@/lib/orders/checkout';
import { siteOrigin } from '@/lib/config';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { queueMail } from '@/lib/mail/queue';
import { newsletterWelcomeMail } from '@/lib/mail/templates';
import { productSlug, decodeProductId } from '@/lib/catalog/slug';
import { pageCount as pagesFor } from '@/lib/catalog/sort';
import type { ListingPage, ListingQuery, ListingScope, ProductDetail, ProductFilter, ProductSummary, Question, Review, SearchOptions, ShopBackend } from './types';
import { isNewProduct, priceOf } from './pricing';
import { vehicleSlugs } from './filter-map';
import { reviewStats } from './review-stats';

type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument'>;

/** Every column but the stored search document, which only search reads. */
const { searchDocument: storedDocument, ...productColumns } = getTableColumns(products);

export function toSummary(row: ProductRow): ProductSummary {
  const regular = Number(row.price);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    ...priceOf({ price: regular, vehicle: row.vehicle, productType: row.productType, fitPosition: row.fitPosition, performancePart: row.performancePart }),
    images: row.images,
    alt: row.alt || row.name,
    vehicle: row.vehicle,
    carBrand: row.carBrand,
    productType: row.productType,
    category: row.category,
    fitPosition: row.fitPosition,
    performancePart: row.performancePart,
    quantityLeft: row.quantityLeft,
    shipment: row.shipment,
    garageSale: row.garageSale,
    isNew: isNewProduct(row.createdAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const anyOf = (column: Parameters<typeof inArray>[0], values: string[]) => (values.length ? inArray(column, values) : undefined);

function filterConditions(filter: ProductFilter): (SQL | undefined)[] {
  const vehicles = vehicleSlugs(filter.car_model);
  return [
    filter.car_model.length ? inArray(products.vehicle, vehicles.length ? vehicles : ['']) : undefined,
    anyOf(products.brand, filter.brand),
    anyOf(products.productType, filter.category),
    anyOf(products.wheelSize, filter.wheel_size),
    anyOf(products.makeMaterial, filter.make_material),
    anyOf(products.category, filter.super_category),
    anyOf(products.subCategory, filter.subcategory),
    anyOf(products.finalSubCategory, filter.final_subcategory),
  ];
}

const SORTS = {
  featured: [asc(products.featuredRank), asc(products.id)] as SQL[],
  ascending: [asc(products.name), asc(products.id)],
  descending: [desc(products.name), asc(products.id)],
  // Sorting by the shopper's price would need the discount in SQL; the regular price orders
  // the same way except across discount bands, so the page is re-sorted by the real price.
  price_ascending: [asc(products.price), asc(products.id)],
  price_descending: [desc(products.price), asc(products.id)],
} as const;

/** New arrivals are the newest products whatever their age, so the page is never empty on an older catalogue. */
const NEW_ARRIVALS_COUNT = 84;
const newestProducts = sql`${products.id} in (select id from ${products} where not garage_sale order by created_at desc, id limit ${NEW_ARRIVALS_COUNT})`;
const NEWEST_FIRST = [desc(products.createdAt), asc(products.id)];

async function listing(
  database: Database,
  query: ListingQuery,
  extra: (SQL | undefined)[],
  featuredOrder: readonly SQL[] = SORTS.featured,
): Promise<ListingPage> {
  const where = and(...filterConditions(query.filter), ...extra);
  const [{ count }] = await database.select({ count: sql<number>`count(*)::int` }).from(products).where(where);
  const pages = pagesFor(count);
  const page = Math.min(Math.max(1, query.page), Math.max(1, pages));
  const rows = await database
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(...(query.sort === 'featured' ? featuredOrder : SORTS[query.sort]))
    .limit(query.pageSize)
    .offset((page - 1) * query.pageSize);
  return { items: rows.map(toSummary), total: count, page, pageCount: pages };
}


/** One transposed or missed letter in a 7-letter word ("exhuast") still scores about 0.37. */
const TYPO_SIMILARITY = 0.35;

/** Words in any order; each word either appears (prefix match) or is a near miss of a word in the name. */
async function search(database: Database, text: string, options: SearchOptions = {}): Promise<ProductSummary[]> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  if (words.length === 0) return [];
  const tsQuery = words.map((word) => `${word}:*`).join(' & ');
  const name = sql`lower(${products.name})`;
  // Each branch can use an index: the full-text one, or the trigram one on lower(name) for
  // substrings (LIKE) and near misses (<%, against the threshold set below).
  const perWord = words.map((word) =>
    or(
      sql`${storedDocument} @@ to_tsquery('simple', ${`${word}:*`})`,
      sql`${name} like ${`%${word.replace(/[%_\\]/g, '\\$&')}%`}`,
      sql`${word} <% ${name}`,
    ),
  );
  const vehicles = options.carModel ? vehicleSlugs([options.carModel]) : [];
  const rows = await database.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    return tx
      .select(productColumns)
      .from(products)
      .where(and(...perWord, options.carModel ? inArray(products.vehicle, vehicles.length ? vehicles : ['']) : undefined))
      .orderBy(
        desc(sql`ts_rank(${storedDocument}, to_tsquery('simple', ${tsQuery}))`),
        desc(sql`word_similarity(${words.join(' ')}, ${name})`),
        asc(products.featuredRank),
        asc(products.id),
      )
      .limit(options.limit ?? 50);
  });
  return rows.map(toSummary);
}

async function productBySlug(database: Database, slug: string): Promise<ProductDetail | null> {
  const candidates = [...new Set([slug.toLowerCase(), productSlug(decodeProductId(slug))])].filter(Boolean);
  const [row] = await database.select(productColumns).from(products).where(inArray(products.slug, candidates)).limit(1);
  if (!row) return null;

  const [related, reviewRows, questionRows] = await Promise.all([
    database
      .select({ product: productColumns })
      .from(relatedProducts)
      .innerJoin(products, eq(products.id, relatedProducts.relatedId))
      .where(eq(relatedProducts.productId, row.id))
      .orderBy(asc(relatedProducts.position)),
    database.select().from(reviews).where(eq(reviews.productId, row.id)).orderBy(desc(reviews.createdAt), desc(reviews.id)),
    database.select().from(questions).where(eq(questions.productId, row.id)).orderBy(desc(questions.createdAt), desc(questions.id)),
  ]);
  const answerRows = questionRows.length
    ? await database.select().from(answers).where(inArray(answers.questionId, questionRows.map((q) => q.id))).orderBy(asc(answers.id))
    : [];

  const reviewList: Review[] = reviewRows.map((r) => ({
    id: r.id,
    name: r.name,
    rating: r.rating,
    title: r.title,
    experience: r.experience,
    images: r.images,
    likes: r.likes,
    dislikes: r.dislikes,
    verified: r.verified,
    createdAt: r.createdAt.toISOString(),
  }));
  const questionList: Question[] = questionRows.map((q) => ({
    id: q.id,
    name: q.name,
    question: q.question,
    images: q.images,
    answers: answerRows.filter((a) => a.questionId === q.id).map((a) => ({ id: a.id, response: a.response })),
    helpful: q.helpful,
    unhelpful: q.unhelpful,
    createdAt: q.createdAt.toISOString(),
  }));

  return {
    ...toSummary(row),
    descriptionHtml: row.descriptionHtml,
    featuresHtml: row.featuresHtml,
    fitmentHtml: row.fitmentHtml,
    video: row.video,
    related: related.map((r) => toSummary(r.product)).filter((p) => p.id !== row.id),
    reviewStats: reviewStats(reviewList),
    reviews: reviewList,
    questions: questionList,
  };
}

/** Local account ids are the users table's serial ids; anything else names no local account. */
const localId = (accountId: string) => (/^\d{1,9}$/.test(accountId) ? Number(accountId) : null);

export function embeddedShop(open: () => Promise<Database> = db): ShopBackend {
  const count = async (filter: ProductFilter, scope: ListingScope = 'catalogue') => {
    const [{ total }] = await (await open())
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...filterConditions(filter), eq(products.garageSale, scope === 'garage')));
    return total;
  };
  return {
    checkout: 'storefront',
    search: async (text, options) => search(await open(), text, options),
    latest: async (limit = 12) =>
      (await (await open()).select(productColumns).from(products).where(eq(products.garageSale, false)).orderBy(desc(products.createdAt), asc(products.id)).limit(limit)).map(toSummary),
    hot: async () =>
      (await (await open()).select(productColumns).from(products).where(eq(products.hot, true)).orderBy(asc(products.featuredRank), asc(products.id)).limit(48)).map(toSummary),
    filter: async (query) => listing(await open(), query, [eq(products.garageSale, false)]),
    garageSale: async (query) => listing(await open(), query, [eq(products.garageSale, true)]),
    newArrivals: async (query) => listing(await open(), query, [eq(products.garageSale, false), newestProducts], NEWEST_FIRST),
    count,
    productBySlug: async (slug) => productBySlug(await open(), slug),
    productsByIds: async (ids) =>
      ids.length ? (await (await open()).select(productColumns).from(products).where(inArray(products.id, ids))).map(toSummary) : [],
    sitemapProducts: async (limit) =>
      (await open()).select({ slug: products.slug, createdAt: products.createdAt }).from(products).orderBy(desc(products.createdAt), desc(products.id)).limit(limit),

    async writeReview(input, accountId) {
      const database = await open();
      const productId = await findProductId(database, input.product);
      if (productId === null) return { ok: false, reason: 'not_found' };
      if (!(await uploadsExist(database, input.imageIds))) return { ok: false, reason: 'unknown_image' };
      return createReview(database, productId, input, accountId ? localId(accountId) : null);
    },
    async askQuestion(input) {
      const database = await open();
      const productId = await findProductId(database, input.product);
      if (productId === null) return { ok: false, reason: 'not_found' };
      if (!(await uploadsExist(database, input.imageIds))) return { ok: false, reason: 'unknown_image' };
      return createQuestion(database, productId, input);
    },
    react: async (kind, itemId, visitorId, value) => react(await open(), kind, itemId, visitorId, value),
    async saveImages(encoded) {
      const database = await open();
      const names: string[] = [];
      for (const image of encoded) names.push((await saveUpload(database, image)).id);
      return names;
    },
    imageUrl: (name) => `/api/uploads/${encodeURIComponent(name)}`,
    readImage: async (name) => readUpload(await open(), name),
    imagesExist: async (names) => uploadsExist(await open(), names),

    login: async (email, password) => localAccounts.login(await open(), email, password),
    register: async (input) => localAccounts.register(await open(), input),
    recover: async (email, locale) => localAccounts.recover(await open(), email, locale),
    resetPassword: async (token, password) => localAccounts.resetPassword(await open(), token, password),
    async orders(accountId, limit) {
      const id = localId(accountId);
      return id === null ? [] : ordersOf(await open(), id, limit);
    },
    async order(accountId, number) {
      const id = localId(accountId);
      return id === null ? null : orderOf(await open(), id, number);
    },
    async addresses(accountId) {
      const id = localId(accountId);
      return id === null ? [] : listAddresses(await open(), id);
    },
    async defaultAddress(accountId) {
      const id = localId(accountId);
      return id === null ? null : defaultAddress(await open(), id);
    },
    async addAddress(accountId, entry) {
      const id = localId(accountId);
      return id === null ? null : addAddress(await open(), id, entry);
    },
    async updateAddress(accountId, addressId, entry) {
      const id = localId(accountId);
      return id === null ? null : updateAddress(await open(), id, addressId, entry);
    },
    async setDefaultAddress(accountId, addressId) {
      const id = localId(accountId);
      return id !== null && setDefaultAddress(await open(), id, addressId);
    },
    async deleteAddress(accountId, addressId) {
      const id = localId(accountId);
      return id !== null && deleteAddress(await open(), id, addressId);
    },

    quote: async (request) => quoteOrder(await open(), request),
    placeOrder: async (request, accountId, locale) => checkoutOrder(await open(), request, accountId === null ? null : localId(accountId), locale),
    async subscribe(email, locale) {
      // The same outcome for a repeated address keeps the list from being probed for who subscribed;
      // only a new address is welcomed, so signing someone else up again mails nobody.
      await (await open()).transaction(async (tx) => {
        const added = await tx.insert(newsletterSubscribers).values({ email, locale }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
        if (added.length === 0) return;
        const shopUrl = `${siteOrigin()}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}`;
        await queueMail(tx, newsletterWelcomeMail({ to: email, locale, shopUrl }));
      });
    },
    async health() {
      try {
        await (await open()).execute(sql`select 1`);
        return { ok: true, checks: { database: 'ok' } };
      } catch {
        return { ok: false, checks: { database: 'down' } };
      }
    },
  };
}
