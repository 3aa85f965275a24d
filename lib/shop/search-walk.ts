import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { executeRows } from '@/lib/db/execute-rows';
import { productSearch } from '@/lib/db/schema';

/** Products read from the front of the featured order before the text index is asked instead. */
const WALK = 3_000;

/**
 * Search's candidates are the first `count` matches in featured order. When the words are common
 * enough, the first few thousand products in that order hold them all: reading those rows and
 * checking the words on each takes a few milliseconds, where the text index answers several
 * common words by reading each word's whole posting list, 40-100 ms at a million products on
 * PostgreSQL (docs/performance.md). Answers null when the walk found fewer: the index is asked then.
 */
export async function firstMatchesByWalk(database: Database, tsquery: string, vehicles: string[] | null, count: number): Promise<number[] | null> {
  const front = sql`select id, featured_rank, vehicle, document from ${productSearch} order by featured_rank, id limit ${WALK}`;
  const onVehicle = vehicles ? sql`and ${inArray(sql`vehicle`, vehicles.length ? vehicles : [''])}` : sql``;
  const rows = await executeRows<{ id: number }>(
    database,
    sql`select id from (${front}) as front where document @@ ${tsquery}::tsquery ${onVehicle} order by featured_rank, id limit ${count}`,
  );
  return rows.length === count ? rows.map((row) => row.id) : null;
}
