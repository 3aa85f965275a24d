import 'server-only';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { orderCache } from './listing-order-cache';

/**
 * Deep pages of a large listing. OFFSET walks every entry it skips, so the middle page of a
 * million-product listing walked half a million index entries, and reading the listing's whole
 * order once (what this replaced) took seconds on PostgreSQL and more memory than the process
 * keeps (docs/decisions.md, "Listing indexes, totals and deep pages"). Instead every STRIDE-th id of
 * the order is kept, per catalogue version (catalogue_version, moved forward by every change to
 * what listings filter or sort on, so a kept anchor is never stale): a page seeks in the listing's
 * index to the anchor before it and skips fewer than STRIDE entries from there.
 */

export type SortKey = readonly [column: AnyColumn, direction: 'asc' | 'desc'];

/** Entries between two anchors: a page skips fewer than this many matches (12,500 index entries for a filter one product in fifty passes). */
const STRIDE = 250;
/** Anchors are a 250th of an order: this holds the anchors of hundreds of million-product listings. */
const keptAnchors = orderCache(2_000_000);

const ordered = (keys: readonly SortKey[]) => keys.map(([column, direction]) => (direction === 'asc' ? asc(column) : desc(column)));

/** Every STRIDE-th id of the listing in its order, the first one first: one index walk, once per catalogue version. */
async function anchors(database: Database, where: SQL | undefined, keys: readonly SortKey[]): Promise<Int32Array> {
  const ranked = database
    .select({ id: products.id, position: sql<number>`row_number() over (order by ${sql.join(ordered(keys), sql`, `)}) - 1`.as('position') })
    .from(products)
    .where(where)
    .as('ranked');
  const query = database.select({ id: ranked.id }).from(ranked).where(sql`${ranked.position} % ${STRIDE} = 0`).orderBy(ranked.position);
  const key = JSON.stringify(query.toSQL());
  const [{ version }] = await database.select({ version: sql<string>`version::text` }).from(sql`catalogue_version`);
  const kept = keptAnchors.get(key, version);
  if (kept) return kept;
  const ids = Int32Array.from(await query, (row) => row.id);
  keptAnchors.set(key, version, ids);
  return ids;
}

/**
 * The listing's entries from the anchor on, in its order (every order is a sort key, then id).
 * The anchor's own values are read from its row. With both keys in one direction the condition is
 * a row comparison, which the listing's index answers as the start of its range; otherwise (newest
 * first, then by id) the sort key bounds the range and id settles ties.
 */
function fromAnchor([[key, direction], [id, idDirection]]: readonly SortKey[], anchor: number): SQL {
  const of = (column: AnyColumn) => sql`(select ${column} from ${products} where ${products.id} = ${anchor})`;
  const op = (d: 'asc' | 'desc', orEqual: boolean) => sql.raw(`${d === 'asc' ? '>' : '<'}${orEqual ? '=' : ''}`);
  if (direction === idDirection) return sql`(${key}, ${id}) ${op(direction, true)} (select ${key}, ${id} from ${products} where ${products.id} = ${anchor})`;
  return sql`${key} ${op(direction, true)} ${of(key)} and (${key} ${op(direction, false)} ${of(key)} or ${id} ${op(idDirection, true)} ${anchor})`;
}

/** The ids of entries `start` to `end` (exclusive) of the listing, in order. */
export async function anchoredIds(database: Database, where: SQL | undefined, keys: readonly SortKey[], start: number, end: number): Promise<number[]> {
  const kept = await anchors(database, where, keys);
  const index = Math.min(Math.floor(start / STRIDE), kept.length - 1);
  const rows = await database
    .select({ id: products.id })
    .from(products)
    .where(where ? sql`${where} and ${fromAnchor(keys, kept[index])}` : fromAnchor(keys, kept[index]))
    .orderBy(...ordered(keys))
    .limit(end - start)
    .offset(start - index * STRIDE);
  return rows.map((row) => row.id);
}
