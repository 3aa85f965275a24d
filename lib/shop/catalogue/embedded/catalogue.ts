import 'server-only';
import { and, arrayOverlaps, asc, desc, eq, getTableColumns, gte, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { answers, productFacets, products, productTranslations, questions, relatedProducts, reviews } from '@/lib/db/schema';
import { localized, summariesByIds, summaryColumns, toSummary, translatedLocale } from '@/lib/shop/catalogue/embedded/product-summaries';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/routing';
import { productSlug, decodeProductId } from '@/lib/shop/catalogue/slug';
import type { SortOrder } from '@/lib/shop/catalogue/listing/sort';
import { pageWindow } from '@/lib/shop/catalogue/listing/sort-and-page';
import type { ListingPage, ListingQuery, ListingScope, ProductDetail } from '../types';
import { emptySelection, type Selection } from '../listing/listing-url';
import type { Question, Review } from '@/lib/shop/talk';
import type { CatalogueShop } from '../contract';
import { vehicleSlugs } from '../vehicles';
import { reviewStats } from '@/lib/shop/talk';
import { keepAnchors, listedPage, type SortKey } from './listing-anchors';

/** Every column but the stored search document, which search reads from product_search. */
const productColumns = (({ searchDocument, ...columns }) => (void searchDocument, columns))(getTableColumns(products));

const anyOf = (column: Parameters<typeof inArray>[0], values: string[]) => (values.length ? inArray(column, values) : undefined);

/** The filter columns, which products and product_facets share. */
type FilterColumns = Record<
  'garageSale' | 'vehicles' | 'brand' | 'productType' | 'wheelSize' | 'makeMaterial' | 'category' | 'subCategory' | 'finalSubCategory',
  AnyColumn
>;

/**
 * A car-model filter: the parts whose list names one of the vehicles, and the parts that fit every
 * vehicle (an empty list). An unknown vehicle matches nothing. Each product is one row of the facets,
 * its whole list one value, so a total over them counts a part that fits several vehicles once.
 */
function fitsOneOf(column: AnyColumn, values: string[]): SQL | undefined {
  if (!values.length) return undefined;
  const slugs = vehicleSlugs(values);
  return slugs.length ? or(arrayOverlaps(column, slugs), sql`${column} = '{}'::text[]`) : sql`false`;
}

function filterConditions(selection: Selection, garageSale: boolean, table: FilterColumns = products): (SQL | undefined)[] {
  return [
    eq(table.garageSale, garageSale),
    fitsOneOf(table.vehicles, selection.vehicle),
    anyOf(table.brand, selection.brand),
    anyOf(table.productType, selection.productType),
    anyOf(table.wheelSize, selection.wheelSize),
    anyOf(table.makeMaterial, selection.material),
    anyOf(table.category, selection.category),
    anyOf(table.subCategory, selection.subCategory),
    anyOf(table.finalSubCategory, selection.finalSubCategory),
  ];
}

const SORTS: Record<SortOrder, readonly SortKey[]> = {
  featured: [[products.featuredRank, 'asc'], [products.id, 'asc']],
  ascending: [[products.name, 'asc'], [products.id, 'asc']],
  descending: [[products.name, 'desc'], [products.id, 'desc']],
  // The stored shown price (discount applied), so cards read in order across discount bands.
  price_ascending: [[products.effectivePrice, 'asc'], [products.id, 'asc']],
  price_descending: [[products.effectivePrice, 'desc'], [products.id, 'desc']],
};

/** New arrivals are the newest products whatever their age, so the page is never empty on an older catalogue. */
const NEW_ARRIVALS_COUNT = 84;
const newestProducts = sql`${products.id} in (select id from ${products} where not garage_sale order by created_at desc, id limit ${NEW_ARRIVALS_COUNT})`;
const NEWEST_FIRST: readonly SortKey[] = [[products.createdAt, 'desc'], [products.id, 'asc']];

type ListingOptions = { garageSale: boolean; newestOnly?: boolean; featuredOrder?: readonly SortKey[] };

/** How many products a filter matches: a sum over product_facets, a few hundred rows at most. */
async function facetTotal(database: Database, selection: Selection, garageSale: boolean): Promise<number> {
  const [{ total }] = await database
    .select({ total: sql<number>`coalesce(sum(${productFacets.products}), 0)::int` })
    .from(productFacets)
    .where(and(...filterConditions(selection, garageSale, productFacets)));
  return total;
}

const listingWhere = (selection: Selection, scope: ListingOptions) => and(...filterConditions(selection, scope.garageSale), scope.newestOnly ? newestProducts : undefined);

/**
 * Keeps the anchors of the whole catalogue's listings and the garage sale's, in every order, at the
 * current catalogue version: the import ends with this, so no shopper's deep page pays
 * for walking them after a change of the catalogue (listing-anchors.ts).
 */
export async function keepCatalogueAnchors(database: Database): Promise<void> {
  const selection = emptySelection();
  await keepAnchors(
    database,
    [false, true].flatMap((garageSale) => Object.values(SORTS).map((keys) => ({ where: listingWhere(selection, { garageSale }), keys }))),
  );
}

async function listing(database: Database, query: ListingQuery, scope: ListingOptions, locale?: Locale): Promise<ListingPage> {
  const where = listingWhere(query.selection, scope);
  // The newest products are a handful, counted directly; any other total comes from the facet sums.
  const count = scope.newestOnly
    ? (await database.select({ count: sql<number>`count(*)::int` }).from(products).where(where))[0].count
    : await facetTotal(database, query.selection, scope.garageSale);
  const { page, pageCount: pages, offset: start } = pageWindow(count, query.page, query.pageSize);
  const end = Math.min(start + query.pageSize, count);
  if (end <= start) return { items: [], total: count, page, pageCount: pages };

  const keys = query.sort === 'featured' ? (scope.featuredOrder ?? SORTS.featured) : SORTS[query.sort];
  const rows = await listedPage(database, where, keys, { start, end, count }, (ids, order) =>
    database.select(summaryColumns).from(products).where(sql`${products.id} in (${ids})`).orderBy(...order),
  );
  return { items: await localized(database, rows.map(toSummary), locale), total: count, page, pageCount: pages };
}

async function productBySlug(database: Database, slug: string, locale?: Locale): Promise<ProductDetail | null> {
  const candidates = [...new Set([slug.toLowerCase(), productSlug(decodeProductId(slug))])].filter(Boolean);
  const [row] = await database.select(productColumns).from(products).where(inArray(products.slug, candidates)).limit(1);
  if (!row) return null;

  const wanted = translatedLocale(locale);
  const [related, reviewRows, questionRows, [text]] = await Promise.all([
    database
      .select({ product: summaryColumns })
      .from(relatedProducts)
      .innerJoin(products, eq(products.id, relatedProducts.relatedId))
      .where(eq(relatedProducts.productId, row.id))
      .orderBy(asc(relatedProducts.position)),
    database.select().from(reviews).where(eq(reviews.productId, row.id)).orderBy(desc(reviews.createdAt), desc(reviews.id)),
    database.select().from(questions).where(eq(questions.productId, row.id)).orderBy(desc(questions.createdAt), desc(questions.id)),
    wanted
      ? database.select().from(productTranslations).where(and(eq(productTranslations.productId, row.id), eq(productTranslations.locale, wanted)))
      : [],
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
    lang: languageOf(r.locale),
  }));
  const questionList: Question[] = questionRows.map((q) => ({
    id: q.id,
    name: q.name,
    question: q.question,
    images: q.images,
    answers: answerRows.filter((a) => a.questionId === q.id).map((a) => answerIn(a, locale ?? DEFAULT_LOCALE)),
    helpful: q.helpful,
    unhelpful: q.unhelpful,
    createdAt: q.createdAt.toISOString(),
    lang: languageOf(q.locale),
  }));

  // Each section on its own: a translation may cover some of them only.
  const section = (translated: string | null | undefined, english: string) =>
    translated ? { html: translated, lang: wanted ?? DEFAULT_LOCALE } : { html: english, lang: DEFAULT_LOCALE };
  const description = section(text?.descriptionHtml, row.descriptionHtml);
  const features = section(text?.featuresHtml, row.featuresHtml);
  const fitment = section(text?.fitmentHtml, row.fitmentHtml);
  const summary = toSummary(row);
  return {
    ...(text?.name ? { ...summary, name: text.name, alt: text.alt || text.name, lang: wanted ?? DEFAULT_LOCALE } : summary),
    descriptionHtml: description.html,
    featuresHtml: features.html,
    fitmentHtml: fitment.html,
    htmlLang: { description: description.lang, features: features.lang, fitment: fitment.lang },
    video: row.video,
    related: await localized(database, related.map((r) => toSummary(r.product)).filter((p) => p.id !== row.id), locale),
    reviewStats: reviewStats(reviewList),
    reviews: reviewList,
    questions: questionList,
  };
}

/** A stored language, English for anything this build does not serve. */
const languageOf = (stored: string): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);

/** The shop's answer in the page's language when it has it, else as written. */
function answerIn(answer: typeof answers.$inferSelect, locale: Locale): { id: number; response: string; lang: Locale } {
  const translated = answer.translations[locale as keyof typeof answer.translations];
  return translated ? { id: answer.id, response: translated, lang: locale } : { id: answer.id, response: answer.response, lang: languageOf(answer.locale) };
}

export function embeddedCatalogue(open: () => Promise<Database>): CatalogueShop {
  const count = async (selection: Selection, scope: ListingScope = 'catalogue') => facetTotal(await open(), selection, scope === 'garage');
  return {
    async latest(limit = 12, locale) {
      const database = await open();
      const rows = await database.select(summaryColumns).from(products).where(eq(products.garageSale, false)).orderBy(desc(products.createdAt), asc(products.id)).limit(limit);
      return localized(database, rows.map(toSummary), locale);
    },
    async hot(locale) {
      const database = await open();
      const rows = await database.select(summaryColumns).from(products).where(eq(products.hot, true)).orderBy(asc(products.featuredRank), asc(products.id)).limit(48);
      return localized(database, rows.map(toSummary), locale);
    },
    filter: async (query, locale) => listing(await open(), query, { garageSale: false }, locale),
    garageSale: async (query, locale) => listing(await open(), query, { garageSale: true }, locale),
    newArrivals: async (query, locale) => listing(await open(), query, { garageSale: false, newestOnly: true, featuredOrder: NEWEST_FIRST }, locale),
    count,
    productBySlug: async (slug, locale) => productBySlug(await open(), slug, locale),
    productsByIds: async (ids, locale) => summariesByIds(await open(), ids, locale),
    // The slice starts at an id found in the primary key alone, so a late shard skips index entries, not rows.
    sitemapProducts: async (limit, offset = 0) =>
      (await open())
        .select({ slug: products.slug, createdAt: products.createdAt })
        .from(products)
        .where(gte(products.id, sql`(select id from ${products} order by id offset ${offset} limit 1)`))
        .orderBy(asc(products.id))
        .limit(limit),
  };
}
