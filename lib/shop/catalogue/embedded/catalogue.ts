import 'server-only';
import { and, asc, desc, eq, getTableColumns, gte, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { seededDb, type Database } from '@/lib/db/client';
import { answers, productFacets, products, productSearch, productTranslations, questions, relatedProducts, reviews, searchWords } from '@/lib/db/schema';
import { localized, summariesByIds, summaryColumns, toSummary, translatedLocale } from '@/lib/shop/catalogue/embedded/product-summaries';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/routing';
import { productSlug, decodeProductId } from '@/lib/shop/catalogue/slug';
import type { SortOrder } from '@/lib/shop/catalogue/listing/sort';
import { pageWindow } from '@/lib/shop/catalogue/listing/sort-and-page';
import type { ListingPage, ListingQuery, ListingScope, ProductDetail, ProductFilter, ProductSummary, Question, Review, SearchOptions } from '../../types';
import type { CatalogueShop } from '../contract';
import { vehicleSlugs } from '../listing/filter-map';
import { reviewStats } from '../../talk/review-stats';
import { anchoredIds } from './listing-anchors';
import { candidateIds } from '../../search/embedded/walk';
import { mayBeRunTogether, queryWords, searchQueries, splitRunTogether } from '../../search/words';

/** Every column but the stored search document, which search reads from product_search. */
const productColumns = (({ searchDocument, ...columns }) => (void searchDocument, columns))(getTableColumns(products));

const anyOf = (column: Parameters<typeof inArray>[0], values: string[]) => (values.length ? inArray(column, values) : undefined);

/** The filter columns, which products and product_facets share. */
type FilterColumns = Record<
  'garageSale' | 'vehicle' | 'brand' | 'productType' | 'wheelSize' | 'makeMaterial' | 'category' | 'subCategory' | 'finalSubCategory',
  AnyColumn
>;

function filterConditions(filter: ProductFilter, garageSale: boolean, table: FilterColumns = products): (SQL | undefined)[] {
  const vehicles = vehicleSlugs(filter.car_model);
  return [
    eq(table.garageSale, garageSale),
    filter.car_model.length ? inArray(table.vehicle, vehicles.length ? vehicles : ['']) : undefined,
    anyOf(table.brand, filter.brand),
    anyOf(table.productType, filter.category),
    anyOf(table.wheelSize, filter.wheel_size),
    anyOf(table.makeMaterial, filter.make_material),
    anyOf(table.category, filter.super_category),
    anyOf(table.subCategory, filter.subcategory),
    anyOf(table.finalSubCategory, filter.final_subcategory),
  ];
}

type SortKey = readonly [column: AnyColumn, direction: 'asc' | 'desc'];

const SORTS: Record<SortOrder, readonly SortKey[]> = {
  featured: [[products.featuredRank, 'asc'], [products.id, 'asc']],
  ascending: [[products.name, 'asc'], [products.id, 'asc']],
  descending: [[products.name, 'desc'], [products.id, 'desc']],
  // The stored shown price (discount applied), so cards read in order across discount bands.
  price_ascending: [[products.effectivePrice, 'asc'], [products.id, 'asc']],
  price_descending: [[products.effectivePrice, 'desc'], [products.id, 'desc']],
};

/** Each order is total (it ends on id), so walking it backwards gives exactly the reverse. */
const orderBy = (keys: readonly SortKey[], backwards: boolean) =>
  keys.map(([column, direction]) => ((direction === 'asc') !== backwards ? asc(column) : desc(column)));

/** New arrivals are the newest products whatever their age, so the page is never empty on an older catalogue. */
const NEW_ARRIVALS_COUNT = 84;
const newestProducts = sql`${products.id} in (select id from ${products} where not garage_sale order by created_at desc, id limit ${NEW_ARRIVALS_COUNT})`;
const NEWEST_FIRST: readonly SortKey[] = [[products.createdAt, 'desc'], [products.id, 'asc']];

type ListingOptions = { garageSale: boolean; newestOnly?: boolean; featuredOrder?: readonly SortKey[] };

/** Pages within this many entries of either end are read by walking an index; deeper ones from an anchor (listing-anchors.ts). */
const SHORT_WALK = 1_000;

/**
 * Reads only ids in sort order (an index-only walk); past the middle the walk starts from the
 * other end, so the last page skips as few entries as the first.
 */
async function walkedIds(database: Database, where: SQL | undefined, keys: readonly SortKey[], start: number, end: number, count: number) {
  const backwards = start > count - end;
  const found = await database
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderBy(keys, backwards))
    .limit(end - start)
    .offset(backwards ? count - end : start);
  const ids = found.map((row) => row.id);
  return backwards ? ids.reverse() : ids;
}

/** How many products a filter matches: a sum over product_facets, a few hundred rows at most. */
async function facetTotal(database: Database, filter: ProductFilter, garageSale: boolean): Promise<number> {
  const [{ total }] = await database
    .select({ total: sql<number>`coalesce(sum(${productFacets.products}), 0)::int` })
    .from(productFacets)
    .where(and(...filterConditions(filter, garageSale, productFacets)));
  return total;
}

async function listing(database: Database, query: ListingQuery, scope: ListingOptions, locale?: Locale): Promise<ListingPage> {
  const where = and(...filterConditions(query.filter, scope.garageSale), scope.newestOnly ? newestProducts : undefined);
  // The newest products are a handful, counted directly; any other total comes from the facet sums.
  const count = scope.newestOnly
    ? (await database.select({ count: sql<number>`count(*)::int` }).from(products).where(where))[0].count
    : await facetTotal(database, query.filter, scope.garageSale);
  const { page, pageCount: pages, offset: start } = pageWindow(count, query.page, query.pageSize);
  const end = Math.min(start + query.pageSize, count);
  if (end <= start) return { items: [], total: count, page, pageCount: pages };

  const keys = query.sort === 'featured' ? (scope.featuredOrder ?? SORTS.featured) : SORTS[query.sort];
  const ids =
    Math.min(start, count - end) <= SHORT_WALK
      ? await walkedIds(database, where, keys, start, end, count)
      : await anchoredIds(database, where, keys, start, end);
  const rows = await database.select(summaryColumns).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => (byId.has(id) ? [toSummary(byId.get(id)!)] : []));
  return { items: await localized(database, items, locale), total: count, page, pageCount: pages };
}

/** The catalogue words each of the shopper's words can stand for (search_word_matches, migrations 0008/0010), with the featured bands' ends. */
async function wordMatches(database: Database, words: string[]) {
  return database
    .select({
      queryWord: sql<string>`query_word`,
      word: sql<string>`word`,
      near: sql<boolean>`near`,
      similarity: sql<number>`similarity`.mapWith(Number),
      // Read here, in the same round trip, so the product query gets the band ends as values the
      // planner can see: as subqueries, it guessed a third of the catalogue per band and walked
      // every text match's row instead of joining the two indexes.
      firstBandEnd: sql<number>`(select search_band_end(4))`.mapWith(Number),
      secondBandEnd: sql<number>`(select search_band_end(20))`.mapWith(Number),
    })
    .from(sql`search_word_matches(array[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[])`);
}

/** A run of Japanese read as the catalogue words it is made of (lib/shop/search/words.ts), or null. */
async function splitRun(database: Database, word: string): Promise<string[] | null> {
  const contained = await database.select({ word: searchWords.word }).from(searchWords).where(sql`strpos(${word}, ${searchWords.word}) > 0`);
  return splitRunTogether(word, contained.map((row) => row.word));
}

/** Candidates scored per answer, as a multiple of the answer's length: the best-featured matches, before ranking. */
const CANDIDATES_PER_RESULT = 2;

/**
 * Words in any order, each matched through the catalogue's vocabulary (lib/shop/search/words.ts).
 * The best-featured matches are the candidates; they rank by how well the words as typed match
 * (ts_rank), then by likeness of the whole query to the name, then in featured order.
 */
async function search(database: Database, text: string, options: SearchOptions = {}): Promise<ProductSummary[]> {
  const typed = queryWords(text);
  if (typed.length === 0) return [];
  let words = typed;
  let matches = await wordMatches(database, words);
  const runs = words.filter((word) => mayBeRunTogether(word) && !matches.some((m) => m.queryWord === word && !m.near));
  if (runs.length) {
    words = [...new Set((await Promise.all(words.map(async (word) => (runs.includes(word) ? ((await splitRun(database, word)) ?? [word]) : [word])))).flat())];
    if (words.length !== typed.length) matches = await wordMatches(database, words);
  }
  const queries = searchQueries(words, matches);
  if (!queries) return [];
  const [{ firstBandEnd: first, secondBandEnd: second }] = matches;

  const match = sql`${productSearch.document} @@ ${queries.match}::tsquery`;
  const limit = options.limit ?? 50;
  const candidateCount = CANDIDATES_PER_RESULT * limit;
  const vehicles = options.carModel ? vehicleSlugs([options.carModel]) : [];
  const onVehicle = options.carModel ? sql`and ${inArray(productSearch.vehicle, vehicles.length ? vehicles : [''])}` : sql``;
  // Candidates are the best-featured matches, read band by band of the featured order, each band
  // only if the ones before it held too few: a broad word ("exhaust", 8% of the catalogue) is
  // done within the first 4% of products; a rarer one reads the text index's matches in the next
  // 16%, and only then the rest. Each band costs at most what it holds, so no query walks the
  // catalogue. `+ 0` keeps the last band off the featured index, whose walk would cost its size.
  const band = (where: SQL, order: SQL) =>
    sql`(select id from ${productSearch} where ${where} and ${match} ${onVehicle} order by ${order}, id limit ${candidateCount})`;
  const candidates = sql`${band(sql`featured_rank < ${first}`, sql`featured_rank`)}
    union all ${band(sql`featured_rank >= ${first} and featured_rank < ${second}`, sql`featured_rank`)}
    union all ${band(sql`featured_rank + 0 >= ${second}`, sql`featured_rank + 0`)}
    limit ${candidateCount}`;
  const rows = await database
    .select(summaryColumns)
    .from(products)
    .innerJoin(productSearch, eq(productSearch.id, products.id))
    // Common words are all found at the front of the featured order; only rarer ones need the bands.
    .where(sql`${products.id} in (${candidateIds(queries.match, options.carModel ? vehicles : null, candidateCount, candidates)})`)
    .orderBy(
      desc(sql`ts_rank(${productSearch.document}, ${queries.rank}::tsquery)`),
      desc(sql`word_similarity(${words.join(' ')}, ${productSearch.name})`),
      asc(productSearch.featuredRank),
      asc(products.id),
    )
    .limit(limit);
  return localized(database, rows.map(toSummary), options.locale);
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

export function embeddedCatalogue(open: () => Promise<Database> = seededDb): CatalogueShop {
  const count = async (filter: ProductFilter, scope: ListingScope = 'catalogue') => facetTotal(await open(), filter, scope === 'garage');
  return {
    search: async (text, options) => search(await open(), text, options),
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
