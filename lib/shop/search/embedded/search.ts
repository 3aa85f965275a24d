import 'server-only';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { executeRows } from '@/lib/db/execute-rows';
import { products, productSearch, searchWords } from '@/lib/db/schema';
import { vehicleSlugs, type ProductSummary } from '@/lib/shop/catalogue';
import { localized, summaryColumns, toSummary } from '@/lib/shop/catalogue/server';
import type { SearchShop } from '../contract';
import type { SearchOptions } from '../contract';
import { mayBeRunTogether, queryWords, searchQueries, splitRunTogether } from '../words';
import { candidateIds, fitsVehicles, walkLength } from './walk';

/** The catalogue words each of the shopper's words can stand for (search_word_matches, migrations 0008/0010). */
async function wordMatches(database: Database, words: string[]) {
  return database
    .select({
      queryWord: sql<string>`query_word`,
      word: sql<string>`word`,
      near: sql<boolean>`near`,
      similarity: sql<number>`similarity`.mapWith(Number),
    })
    .from(sql`search_word_matches(array[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[])`);
}

/** How long the catalogue's shape is kept: the statistics it comes from move only when the table is analysed. */
const SHAPE_KEPT_MS = 60_000;
type Shape = { first: number; second: number; products: number };
const keptShapes = new WeakMap<Database, Shape & { until: number }>();

/**
 * Where the featured bands end (search_band_end) and about how many products there are, from the
 * planner's statistics: the band ends go to the product query as values its planner can see (as
 * subqueries, it guessed a third of the catalogue per band and walked every text match's row
 * instead of joining the two indexes), the size sets how far the walk reads (walk.ts). Reading
 * pg_stats took 1.4 ms of every search at a million products on PostgreSQL, more than the
 * vocabulary lookup; these choose only how the candidates are read, never which they are, so
 * figures a minute old serve as well.
 */
async function catalogueShape(database: Database): Promise<Shape> {
  const kept = keptShapes.get(database);
  if (kept && kept.until > Date.now()) return kept;
  const [shape] = await executeRows<Shape>(
    database,
    sql`select search_band_end(4) as first, search_band_end(20) as second,
      (select greatest(reltuples, 0)::integer from pg_class where oid = 'product_search'::regclass) as products`,
  );
  keptShapes.set(database, { ...shape, until: Date.now() + SHAPE_KEPT_MS });
  return shape;
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
  const { first, second, products: size } = await catalogueShape(database);

  const match = sql`${productSearch.document} @@ ${queries.match}::tsquery`;
  const limit = options.limit ?? 50;
  const candidateCount = CANDIDATES_PER_RESULT * limit;
  const vehicles = options.carModel ? vehicleSlugs([options.carModel]) : null;
  const onVehicle = vehicles ? sql`and ${fitsVehicles(vehicles)}` : sql``;
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
    .where(sql`${products.id} in (${candidateIds(queries.match, vehicles, candidateCount, candidates, walkLength(size))})`)
    .orderBy(
      desc(sql`ts_rank(${productSearch.document}, ${queries.rank}::tsquery)`),
      desc(sql`word_similarity(${words.join(' ')}, ${productSearch.name})`),
      asc(productSearch.featuredRank),
      asc(products.id),
    )
    .limit(limit);
  return localized(database, rows.map(toSummary), options.locale);
}

export function embeddedSearch(open: () => Promise<Database>): SearchShop {
  return { search: async (text, options) => search(await open(), text, options) };
}
