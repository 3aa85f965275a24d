import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '@/lib/db/open';
import { products } from '@/lib/db/schema';
import { seedCatalogue } from '@/lib/shop/catalogue/demo/seed';
import { effectivePriceOf } from '@/lib/shop/catalogue/embedded/effective-price';
import { embeddedCatalogue } from '@/lib/shop/catalogue/embedded/catalogue';
import { anchoredIds } from '@/lib/shop/catalogue/embedded/listing-anchors';
import { emptySelection } from '@/lib/shop/catalogue/listing/listing-url';
import type { ListingQuery } from '@/lib/shop/catalogue';

jest.setTimeout(180_000);

let db: Database;
const shop = () => embeddedCatalogue(async () => db);
const query = (page: number, sort: ListingQuery['sort'], selection = emptySelection()): ListingQuery => ({ selection, sort, page, pageSize: 14 });

/** The same page read the plain way: OFFSET over the whole order. */
const expected = async (page: number, order: SQL[], where: SQL | undefined = eq(products.garageSale, false)) =>
  (await db.select({ id: products.id }).from(products).where(where).orderBy(...order).limit(14).offset((page - 1) * 14)).map((row) => row.id);

beforeAll(async () => {
  db = await openDatabase({ memory: true });
  await seedCatalogue(db, { products: 3000 });
});

afterAll(async () => {
  await (db as unknown as { $client: { close: () => Promise<void> } }).$client.close();
});

describe('pages deep inside a large listing', () => {
  it.each([
    ['featured', [asc(products.featuredRank), asc(products.id)]],
    ['ascending', [asc(products.name), asc(products.id)]],
    ['price_descending', [desc(products.effectivePrice), desc(products.id)]],
  ] as const)('the middle pages of the %s order are the rows OFFSET finds', async (sort, order) => {
    const first = await shop().filter(query(1, sort));
    expect(first.pageCount).toBeGreaterThan(150);
    for (const page of [80, 100, 101]) {
      const listing = await shop().filter(query(page, sort));
      expect(listing.items.map((item) => item.id)).toEqual(await expected(page, [...order]));
    }
  });

  it('a filtered middle page too', async () => {
    const filter = { ...emptySelection(), vehicle: ['mk5-gr-supra'] };
    const first = await shop().filter(query(1, 'price_ascending', filter));
    const page = Math.ceil(first.pageCount / 2);
    const listing = await shop().filter(query(page, 'price_ascending', filter));
    const where = and(eq(products.garageSale, false), sql`(${products.vehicles} && '{mk5-gr-supra}'::text[] or ${products.vehicles} = '{}'::text[])`);
    expect(listing.items.map((item) => item.id)).toEqual(await expected(page, [asc(products.effectivePrice), asc(products.id)], where));
  });

  it('follows a price change on the next request', async () => {
    const before = await shop().filter(query(100, 'price_ascending'));
    const moved = before.items[0];
    const [row] = await db.select().from(products).where(eq(products.id, moved.id));
    await db.update(products).set({ price: '0.50', effectivePrice: effectivePriceOf({ ...row, price: '0.50' }) }).where(eq(products.id, moved.id));
    const after = await shop().filter(query(100, 'price_ascending'));
    expect(after.items.map((item) => item.id)).not.toContain(moved.id);
    expect((await shop().filter(query(1, 'price_ascending'))).items[0].id).toBe(moved.id);
    expect(after.items.map((item) => item.id)).toEqual(await expected(100, [asc(products.effectivePrice), asc(products.id)]));
  });

  it('stock changes leave the kept order alone', async () => {
    const [{ version: before }] = await db.select({ version: sql<string>`version::text` }).from(sql`catalogue_version`);
    await db.update(products).set({ quantityLeft: sql`${products.quantityLeft} + 1` }).where(eq(products.id, 1));
    const [{ version: after }] = await db.select({ version: sql<string>`version::text` }).from(sql`catalogue_version`);
    expect(after).toBe(before);
  });
  it('an order whose keys run in opposite directions (newest first, then by id) too', async () => {
    const newestFirst = [[products.createdAt, 'desc'], [products.id, 'asc']] as const;
    const listed = eq(products.garageSale, false);
    for (const start of [1008, 1386, 2156]) {
      const ids = await anchoredIds(db, listed, newestFirst, start, start + 14);
      expect(ids).toEqual(await expected(start / 14 + 1, [desc(products.createdAt), asc(products.id)]));
    }
  });
});
