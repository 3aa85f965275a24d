import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { POST as placeOrder } from '@/app/api/orders/route';
import { executeRows } from '@/lib/db/execute-rows';
import { listingAnchors, products } from '@/lib/db/schema';
import { effectivePriceOf } from '@/lib/shop/catalogue/embedded/effective-price';
import { embeddedCatalogue } from '@/lib/shop/catalogue/embedded/catalogue';
import { listedPage } from '@/lib/shop/catalogue/embedded/listing-anchors';
import { importCatalogue } from '@/lib/shop/catalogue/io/import';
import { encodeImage, saveUpload } from '@/lib/shop/talk/uploads';
import { emptySelection, type Selection } from '@/lib/shop/catalogue/listing/listing-url';
import type { ListingQuery } from '@/lib/shop/catalogue';

jest.setTimeout(180_000);

/** Enough products for pages more than 1,000 entries from either end (listing-anchors.ts). */
const database = withTestDatabase({ products: 3000 });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deep-pages-'));
const shop = () => embeddedCatalogue(database);
const SIZE = 14;
const query = (page: number, sort: ListingQuery['sort'], selection: Selection = emptySelection()): ListingQuery => ({ selection, sort, page, pageSize: SIZE });

const ORDERS: Record<ListingQuery['sort'], SQL[]> = {
  featured: [asc(products.featuredRank), asc(products.id)],
  ascending: [asc(products.name), asc(products.id)],
  descending: [desc(products.name), desc(products.id)],
  price_ascending: [asc(products.effectivePrice), asc(products.id)],
  price_descending: [desc(products.effectivePrice), desc(products.id)],
};
const SORTS = Object.keys(ORDERS) as ListingQuery['sort'][];
const listed = eq(products.garageSale, false);
// A car-model filter finds the parts that list the vehicle and the universal ones (an empty list).
const onSupra = and(listed, sql`(${products.vehicles} && '{mk5-gr-supra}'::text[] or ${products.vehicles} = '{}'::text[])`);
const supra = (): Selection => ({ ...emptySelection(), vehicle: ['mk5-gr-supra'] });

/** The same page read the plain way: OFFSET over the whole order. */
const expected = async (page: number, sort: ListingQuery['sort'], where: SQL | undefined = listed) =>
  (await (await database()).select({ id: products.id }).from(products).where(where).orderBy(...ORDERS[sort]).limit(SIZE).offset((page - 1) * SIZE)).map((row) => row.id);
const counted = async (where: SQL | undefined) => (await (await database()).select({ n: count() }).from(products).where(where))[0].n;
const currentVersion = async () => (await executeRows<{ version: number }>(await database(), sql`select version::int as version from catalogue_version`))[0].version;
const ids = async (page: number, sort: ListingQuery['sort'], selection?: Selection) => (await shop().filter(query(page, sort, selection))).items.map((item) => item.id);

/** First, deep and last pages of every sort, filtered or not, against OFFSET, and each total against a count. */
async function everyPageAsOffsetFinds() {
  for (const [selection, where] of [
    [emptySelection(), listed],
    [supra(), onSupra],
  ] as const) {
    const total = await counted(where);
    const pages = Math.ceil(total / SIZE);
    for (const sort of SORTS) {
      for (const page of [1, 2, Math.floor(pages / 2), Math.floor(pages / 2) + 1, pages - 1, pages]) {
        const listing = await shop().filter(query(page, sort, selection));
        expect({ sort, page, total: listing.total, ids: listing.items.map((item) => item.id) }).toEqual({ sort, page, total, ids: await expected(page, sort, where) });
      }
    }
  }
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('pages deep inside a large listing', () => {
  it('are, in every sort, filtered or not, the rows OFFSET finds, first and last pages included', async () => {
    expect(await counted(listed)).toBeGreaterThan(2 * 1000 + SIZE);
    await everyPageAsOffsetFinds();
  });

  it('read the anchors every instance shares: a second catalogue on the same database builds none', async () => {
    await ids(100, 'ascending');
    const kept = async () => (await (await database()).select({ n: count() }).from(listingAnchors))[0].n;
    const before = await kept();
    expect(before).toBeGreaterThan(0);
    const other = embeddedCatalogue(database);
    expect((await other.filter(query(101, 'ascending'))).items.map((item) => item.id)).toEqual(await expected(101, 'ascending'));
    expect(await kept()).toBe(before);
  });

  it('follow a price change on the next request', async () => {
    const db = await database();
    const moved = (await ids(100, 'price_ascending'))[0];
    const [row] = await db.select().from(products).where(eq(products.id, moved));
    await db.update(products).set({ price: '0.50', effectivePrice: effectivePriceOf({ ...row, price: '0.50' }) }).where(eq(products.id, moved));
    expect(await ids(100, 'price_ascending')).not.toContain(moved);
    expect((await ids(1, 'price_ascending'))[0]).toBe(moved);
    await everyPageAsOffsetFinds();
  });

  it('follow a renamed product, and drop the anchors of the older version when they are kept again', async () => {
    const db = await database();
    const page = Math.floor(1500 / SIZE) + 1;
    const [renamed] = await ids(page, 'ascending');
    await db.update(products).set({ name: '000 first of all' }).where(eq(products.id, renamed));
    expect(await ids(page, 'ascending')).not.toContain(renamed);
    expect(await ids(1, 'ascending')).toContain(renamed);
    expect(await ids(page, 'ascending')).toEqual(await expected(page, 'ascending'));
    const versions = await db.selectDistinct({ version: listingAnchors.version }).from(listingAnchors);
    expect(versions).toEqual([{ version: await currentVersion() }]);
  });

  it('an order taking stock leaves the catalogue version and its anchors alone', async () => {
    process.env.RATE_LIMITS = 'off';
    const db = await database();
    const before = await currentVersion();
    await ids(90, 'featured');
    const [item] = await db.select().from(products).where(and(listed, sql`${products.quantityLeft} between 3 and 99`, sql`${products.price} < 300`)).limit(1);
    const ordered = await placeOrder(
      jsonRequest('/api/orders?locale=en', {
        lines: [{ product_id: item.id, quantity: 1, is_deposit: false, price: 0, original_price: 0 }],
        contact: { email: 'buyer@example.com', name: 'Ana Buyer', phone: '+1 (555) 010-2000' },
        address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      }),
      { params: Promise.resolve({}) },
    );
    expect(ordered.status).toBe(201);
    expect((await db.select({ quantityLeft: products.quantityLeft }).from(products).where(eq(products.id, item.id)))[0].quantityLeft).toBe(item.quantityLeft - 1);
    expect(await currentVersion()).toBe(before);
    expect(await ids(90, 'featured')).toEqual(await expected(90, 'featured'));
  });

  it('follow an import at once: prices changed, a product removed, a product added; the import keeps the whole catalogue anchors', async () => {
    const db = await database();
    const rows = await db.select({ id: products.id, sku: products.sku, price: products.price, vehicles: products.vehicles }).from(products).orderBy(asc(products.id));
    const removed = rows.find((row) => row.vehicles.includes('mk5-gr-supra'))!;
    const kept = rows.filter((row) => row !== removed);
    const cheaper = new Set(kept.filter((row) => row.vehicles.includes('mk5-gr-supra')).slice(0, 40).map((row) => row.sku));
    const prices = path.join(dir, 'prices.csv');
    fs.writeFileSync(prices, stringify([['sku', 'price'], ...kept.map((row) => [row.sku, cheaper.has(row.sku) ? '1.00' : row.price])]));
    const images = { encode: encodeImage, save: saveUpload };
    await importCatalogue(db, { file: prices, images, deleteMissing: true, confirmDelete: async () => true });
    expect((await db.select().from(products).where(eq(products.id, removed.id))).length).toBe(0);
    await everyPageAsOffsetFinds();

    const added = path.join(dir, 'added.csv');
    fs.writeFileSync(
      added,
      stringify([
        ['sku', 'slug', 'name', 'price', 'vehicles', 'car_brand', 'product_type', 'images', 'featured_rank'],
        ['DEEP-NEW-1', 'deep-new-1', 'Deep Page Test Brake Kit', '0.10', 'mk5-gr-supra', 'Toyota Supra', 'Brakes', '/products/brakes-1.webp', '1'],
      ]),
    );
    await importCatalogue(db, { file: added, images });
    await everyPageAsOffsetFinds();
    expect((await ids(1, 'price_ascending', supra()))[0]).toBe((await db.select().from(products).where(eq(products.sku, 'DEEP-NEW-1')))[0].id);

    // The whole catalogue's listings and the garage sale's, in five orders, at the version the import left.
    const atVersion = await db.select({ n: count() }).from(listingAnchors).where(eq(listingAnchors.version, await currentVersion()));
    expect(atVersion[0].n).toBeGreaterThanOrEqual(10);
  });

  it('an order whose keys run in opposite directions (newest first, then by id) too', async () => {
    const db = await database();
    const newestFirst = [[products.createdAt, 'desc'], [products.id, 'asc']] as const;
    const total = await counted(listed);
    for (const start of [1008, 1386, 2156]) {
      const page = await listedPage(db, listed, newestFirst, { start, end: start + SIZE, count: total }, async (ids, order) =>
        (await db.select({ id: products.id }).from(products).where(sql`${products.id} in (${ids})`).orderBy(...order)).map((row) => row.id),
      );
      const offset = await db.select({ id: products.id }).from(products).where(listed).orderBy(desc(products.createdAt), asc(products.id)).limit(SIZE).offset(start);
      expect(page).toEqual(offset.map((row) => row.id));
    }
  });
});
