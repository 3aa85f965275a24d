import 'server-only';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { productSearch } from '@/lib/db/schema';

/** Products read from the front of the featured order before the text index is asked instead. */
const WALK = 3_000;

/**
 * The ids of search's candidates, as a subquery: the first `count` matches in featured order.
 * When the words are common enough, the first few thousand products in that order hold them all:
 * reading those rows and checking the words on each takes a few milliseconds, where the text index
 * answers several common words by reading each word's whole posting list, 40-100 ms at a million
 * products on PostgreSQL (docs/performance.md). Only when the walk finds fewer does `bands` run
 * (the index's way to the same first matches, which begin with the walk's, so the union is its set);
 * both are one statement, so the walk costs no round trip of its own.
 */
export function candidateIds(tsquery: string, vehicles: string[] | null, count: number, bands: SQL): SQL {
  const front = sql`select id, featured_rank, vehicle, document from ${productSearch} order by featured_rank, id limit ${WALK}`;
  const onVehicle = vehicles ? sql`and ${inArray(sql`vehicle`, vehicles.length ? vehicles : [''])}` : sql``;
  return sql`with walked as materialized (
      select id from (${front}) as front where document @@ ${tsquery}::tsquery ${onVehicle} order by featured_rank, id limit ${count})
    select id from walked
    union all select id from (${bands}) as banded where (select count(*) from walked) < ${count}`;
}
