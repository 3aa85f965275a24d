import { createHash } from 'node:crypto';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { executeRows } from '../../../db/execute-rows';
import { listingAnchors, products } from '../../../db/schema';

/**
 * Pages of a large listing without an OFFSET walk. OFFSET walks every entry it skips: the middle
 * page of a million-product listing walked half a million index entries (160-350 ms on
 * PostgreSQL), and a filter its index does not lead with (a material on a car model's index)
 * walked tens of thousands of non-matching entries even for its first page. Instead every
 * STRIDE-th id of the listing's order is kept in listing_anchors for the catalogue version it was
 * read at (catalogue_version, moved forward by a trigger on every write to what listings filter or
 * sort on, so an anchor is never used once stale): a page seeks in the listing's index to the
 * anchor before it and skips fewer than STRIDE matches from there.
 *
 * The anchors are read by the page's own statement, so both come from one snapshot. They live in
 * the database, so every instance on one PostgreSQL shares them and a restart keeps them; the
 * import and the seed write those of the whole catalogue's listings (`keepAnchors`), and the first
 * deep page of any other listing after a change writes its own.
 */

export type SortKey = readonly [column: AnyColumn, direction: 'asc' | 'desc'];

/** Entries between two anchors: a page skips fewer than this many matches. */
const STRIDE = 250;
/** Pages within this many entries of either end are walked when the listing has no anchors yet. */
const SHORT_WALK = 1_000;

const ordered = (keys: readonly SortKey[], backwards = false) =>
  keys.map(([column, direction]) => ((direction === 'asc') !== backwards ? asc(column) : desc(column)));

/** A listing's name in listing_anchors: the hash of its statement, so any change to a filter or an order is another listing. */
function listingName(database: Database, where: SQL | undefined, keys: readonly SortKey[]): string {
  const statement = database.select({ id: products.id }).from(products).where(where).orderBy(...ordered(keys)).toSQL();
  return createHash('sha256').update(JSON.stringify(statement)).digest('base64url');
}

const currentVersion = sql`(select version from catalogue_version)`;

/**
 * Writes the listing's anchors at the current catalogue version, in one statement (one snapshot of
 * the version and the order), and deletes those of older versions that no other build is deleting
 * (so two builds never wait on each other's deletions). A concurrent build of the same listing
 * leaves the first one written.
 */
async function buildAnchors(database: Database, name: string, where: SQL | undefined, keys: readonly SortKey[]): Promise<void> {
  const ranked = sql`select ${products.id} as id, row_number() over (order by ${sql.join(ordered(keys), sql`, `)}) - 1 as position
    from ${products} ${where ? sql`where ${where}` : sql``}`;
  const stale = sql`select ${listingAnchors.listing}, ${listingAnchors.version} from ${listingAnchors}
    where ${listingAnchors.version} < ${currentVersion} for update skip locked`;
  await database.execute(sql`
    with stale as (delete from ${listingAnchors} where (${listingAnchors.listing}, ${listingAnchors.version}) in (${stale}))
    insert into ${listingAnchors} (listing, version, anchors)
    select ${name}, ${currentVersion}, array(select id from (${ranked}) as ranked where position % ${STRIDE} = 0 order by position)
    on conflict do nothing`);
}

/**
 * The listing's entries from the anchor on, in its order (every order is a sort key, then id).
 * The anchor's own values are read from its row. With both keys in one direction the condition is
 * a row comparison, which the listing's index answers as the start of its range; otherwise (newest
 * first, then by id) the sort key bounds the range and id settles ties.
 */
function fromAnchor([[key, direction], [id, idDirection]]: readonly SortKey[], anchor: SQL): SQL {
  const of = (column: AnyColumn) => sql`(select ${column} from ${products} where ${products.id} = ${anchor})`;
  const op = (d: 'asc' | 'desc', orEqual: boolean) => sql.raw(`${d === 'asc' ? '>' : '<'}${orEqual ? '=' : ''}`);
  if (direction === idDirection) return sql`(${key}, ${id}) ${op(direction, true)} (select ${key}, ${id} from ${products} where ${products.id} = ${anchor})`;
  return sql`${key} ${op(direction, true)} ${of(key)} and (${key} ${op(direction, false)} ${of(key)} or ${id} ${op(idDirection, true)} ${anchor})`;
}

type Row = { id: number | null; anchored: boolean };

/**
 * One statement: the page from its anchor when the listing has anchors at the current version;
 * otherwise a page near either end walks from that end (past the middle, from the far end, so
 * the last page skips as few entries as the first), and a deeper one answers a single row without
 * an id, which asks for the anchors to be built.
 */
async function readPage(database: Database, name: string, where: SQL | undefined, keys: readonly SortKey[], start: number, end: number, count: number) {
  const index = Math.floor(start / STRIDE);
  const matching = (condition: SQL) => (where ? sql`${where} and ${condition}` : condition);
  const anchored = sql`select ${products.id} as id, true as anchored from ${products}
    where ${matching(fromAnchor(keys, sql`(select id from anchor)`))}
    order by ${sql.join(ordered(keys), sql`, `)} limit ${end - start} offset ${start - index * STRIDE}`;
  const backwards = start > count - end;
  const walked =
    Math.min(start, count - end) <= SHORT_WALK
      ? sql`select ${products.id}, false from ${products} where ${matching(sql`not exists (select from anchor)`)}
          order by ${sql.join(ordered(keys, backwards), sql`, `)} limit ${end - start} offset ${backwards ? count - end : start}`
      : sql`select null::integer, false where not exists (select from anchor)`;
  const rows = await executeRows<Row>(
    database,
    sql`with anchor as (
        select ${listingAnchors.anchors}[${index + 1}] as id from ${listingAnchors}
        where ${listingAnchors.listing} = ${name} and ${listingAnchors.version} = ${currentVersion})
      (${anchored}) union all (${walked})`,
  );
  if (rows.length === 1 && rows[0].id === null) return null;
  const ids = rows.map((row) => row.id!);
  return backwards && rows.length && !rows[0].anchored ? ids.reverse() : ids;
}

/** Builds under way in this process, per database and listing: a concurrent ask awaits the first one's. */
const building = new WeakMap<Database, Map<string, Promise<void>>>();

/**
 * The ids of entries `start` to `end` (exclusive) of a listing of `count` entries, in order. A
 * listing short enough for every page to lie near one of its ends is walked; a longer one reads
 * its anchors, built first when its page is deep and the catalogue changed since they were kept.
 */
export async function pageIds(database: Database, where: SQL | undefined, keys: readonly SortKey[], start: number, end: number, count: number): Promise<number[]> {
  if (count <= 2 * SHORT_WALK) return walk(database, where, keys, start, end, count);
  const name = listingName(database, where, keys);
  const page = await readPage(database, name, where, keys, start, end, count);
  if (page) return page;
  const builds = building.get(database) ?? building.set(database, new Map()).get(database)!;
  if (!builds.has(name)) builds.set(name, buildAnchors(database, name, where, keys).finally(() => builds.delete(name)));
  await builds.get(name);
  // A write between the build and this read moved the version on: the walk is slow but exact.
  return (await readPage(database, name, where, keys, start, end, count)) ?? walk(database, where, keys, start, end, count);
}

/** Reads only ids in sort order, from the nearer end (an index-only walk). */
async function walk(database: Database, where: SQL | undefined, keys: readonly SortKey[], start: number, end: number, count: number) {
  const backwards = start > count - end;
  const found = await database
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...ordered(keys, backwards))
    .limit(end - start)
    .offset(backwards ? count - end : start);
  const ids = found.map((row) => row.id);
  return backwards ? ids.reverse() : ids;
}

/** Writes the anchors of these listings at the current catalogue version (the import and the seed, for the whole catalogue's listings). */
export async function keepAnchors(database: Database, listings: { where: SQL | undefined; keys: readonly SortKey[] }[]): Promise<void> {
  for (const { where, keys } of listings) await buildAnchors(database, listingName(database, where, keys), where, keys);
}
