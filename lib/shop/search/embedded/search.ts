import 'server-only';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products, productSearch, searchWords } from '@/lib/db/schema';
import { vehicleSlugs, type ProductSummary } from '@/lib/shop/catalogue';
import { localized, summaryColumns, toSummary } from '@/lib/shop/catalogue/server';
import type { SearchShop } from '../contract';
import type { SearchOptions } from '../contract';
import { mayBeRunTogether, queryWords, searchQueries, splitRunTogether } from '../words';
import { candidateIds, fitsVehicles } from './walk';

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
    .where(sql`${products.id} in (${candidateIds(queries.match, vehicles, candidateCount, candidates)})`)
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
