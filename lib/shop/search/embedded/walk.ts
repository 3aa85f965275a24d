import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { productSearch } from '@/lib/db/schema';

/**
 * Products read from the front of the featured order before the text index is asked instead: a
 * hundredth of the catalogue, from 5,000 to 10,000. Two common words ("gr86 wing", "exhaust supra")
 * match about 1 product in 40: 3,000 held 70-82 of the 96 candidates a page of 48 needs, so the
 * index ran (15-20 ms at a million products); 5,000 hold them (8-10 ms). The index's cost grows
 * with the catalogue, as it reads each word's whole list: at a million, "camry grille" (258,000 and
 * 27,000 products, 1 in 75 with both) cost 5-25 ms in the index after 5,000 rows held 69 of 96,
 * where walking on to the 6,339th row costs about 2 ms more (0.4 µs a row). At 100,000 products the
 * lists are a tenth as long, so the walk stays at 5,000 there.
 */
export function walkLength(products: number): number {
  return Math.min(10_000, Math.max(5_000, Math.round(products / 100)));
}

/**
 * Search narrowed to vehicles: the rows whose list names one of them, and those of universal parts
 * (lib/shop/catalogue/fitment.ts); no vehicle the shop knows, no row. Unqualified, so it reads the
 * walk's rows and product_search's alike.
 */
export function fitsVehicles(vehicles: string[]): SQL {
  if (!vehicles.length) return sql`false`;
  const list = sql`array[${sql.join(vehicles.map((vehicle) => sql`${vehicle}`), sql`, `)}]::text[]`;
  return sql`(vehicles && ${list} or vehicles = '{}'::text[])`;
}

/**
 * The ids of search's candidates, as a subquery: the first `count` matches in featured order, the
 * front's `walk` products read first.
 * When the words are common enough, the first few thousand products in that order hold them all:
 * reading those rows and checking the words on each takes a few milliseconds, where the text index
 * answers several common words by reading each word's whole posting list, 40-100 ms at a million
 * products on PostgreSQL (docs/decisions.md, "Search"). Only when the walk finds fewer does `bands` run
 * (the index's way to the same first matches, which begin with the walk's, so the union is its set);
 * both are one statement, so the walk costs no round trip of its own.
 */
export function candidateIds(tsquery: string, vehicles: string[] | null, count: number, bands: SQL, walk = walkLength(0)): SQL {
  const front = sql`select id, featured_rank, vehicles, document from ${productSearch} order by featured_rank, id limit ${walk}`;
  const onVehicle = vehicles ? sql`and ${fitsVehicles(vehicles)}` : sql``;
  return sql`with walked as materialized (
      select id from (${front}) as front where document @@ ${tsquery}::tsquery ${onVehicle} order by featured_rank, id limit ${count})
    select id from walked
    union all select id from (${bands}) as banded where (select count(*) from walked) < ${count}`;
}
