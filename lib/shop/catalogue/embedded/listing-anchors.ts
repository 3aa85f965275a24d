import { createHash } from 'node:crypto';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
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
 * import writes those of the whole catalogue's listings (`keepAnchors`), and the first
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

/** Entries `start` to `end` (exclusive) of a listing of `count` entries. */
export type PageWindow = { start: number; end: number; count: number };

/** Reads the rows whose ids `ids` (a subquery) selects, in `order`: the caller's columns, in the page's own statement. */
export type PageReader<Row> = (ids: SQL, order: SQL[]) => Promise<Row[]>;

/**
 * The page's ids, as a subquery, walked from the nearer end of the listing (past the middle, from
 * the far end, so the last page skips as few entries as the first): an index-only walk of ids.
 */
function walked(where: SQL | undefined, keys: readonly SortKey[], { start, end, count }: PageWindow): SQL {
  const backwards = start > count - end;
  return sql`select ${products.id} from ${products} ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(ordered(keys, backwards), sql`, `)} limit ${end - start} offset ${backwards ? count - end : start}`;
}

/**
 * The page's ids, as a subquery: from the anchor before it when the listing has anchors at the
 * current version; otherwise, for a page near either end, walked from that end, and for a deeper
 * one, none (which asks for the anchors to be kept).
 */
function anchored(name: string, where: SQL | undefined, keys: readonly SortKey[], window: PageWindow): SQL {
  const { start, end, count } = window;
  const index = Math.floor(start / STRIDE);
  const matching = (condition: SQL) => (where ? sql`${where} and ${condition}` : condition);
  const fromIt = sql`select ${products.id} from ${products} where ${matching(fromAnchor(keys, sql`(select id from anchor)`))}
    order by ${sql.join(ordered(keys), sql`, `)} limit ${end - start} offset ${start - index * STRIDE}`;
  const otherwise = Math.min(start, count - end) <= SHORT_WALK ? walked(matching(sql`not exists (select from anchor)`), keys, window) : null;
  return sql`with anchor as (
      select ${listingAnchors.anchors}[${index + 1}] as id from ${listingAnchors}
      where ${listingAnchors.listing} = ${name} and ${listingAnchors.version} = ${currentVersion})
    (${fromIt})${otherwise ? sql` union all (${otherwise})` : sql``}`;
}

const hasAnchors = async (database: Database, name: string) =>
  (await database.select({ name: listingAnchors.listing }).from(listingAnchors).where(sql`${listingAnchors.listing} = ${name} and ${listingAnchors.version} = ${currentVersion}`)).length > 0;

/** Builds under way in this process, per database and listing: a concurrent ask awaits the first one's. */
const building = new WeakMap<Database, Map<string, Promise<void>>>();

/**
 * Entries `start` to `end` (exclusive) of a listing of `count` entries, in its order, as `read`
 * reads them (the page's ids and its rows in one statement). A listing short enough for every
 * page to lie near one of its ends is walked; a longer one reads its anchors, kept first when a
 * deep page finds them stale (only a page short of its length checks, so a current one costs nothing more).
 */
export async function listedPage<Row>(database: Database, where: SQL | undefined, keys: readonly SortKey[], window: PageWindow, read: PageReader<Row>): Promise<Row[]> {
  const order = ordered(keys);
  const full = (rows: Row[]) => rows.length === window.end - window.start;
  if (window.count <= 2 * SHORT_WALK) return read(walked(where, keys, window), order);
  const name = listingName(database, where, keys);
  const rows = await read(anchored(name, where, keys, window), order);
  if (full(rows) || (await hasAnchors(database, name))) return rows;
  const builds = building.get(database) ?? building.set(database, new Map()).get(database)!;
  if (!builds.has(name)) builds.set(name, buildAnchors(database, name, where, keys).finally(() => builds.delete(name)));
  await builds.get(name);
  const again = await read(anchored(name, where, keys, window), order);
  // A write between the build and this read moved the version on: then the walk, slow but exact.
  return full(again) || (await hasAnchors(database, name)) ? again : read(walked(where, keys, window), order);
}

/** Writes the anchors of these listings at the current catalogue version (the import, for the whole catalogue's listings). */
export async function keepAnchors(database: Database, listings: { where: SQL | undefined; keys: readonly SortKey[] }[]): Promise<void> {
  for (const { where, keys } of listings) await buildAnchors(database, listingName(database, where, keys), where, keys);
}
