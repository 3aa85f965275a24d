import { eq, sql } from 'drizzle-orm';
import { withTestDatabase } from './helpers/test-db';
import { embeddedSearch } from '@/lib/shop/search/embedded/search';
import { products } from '@/lib/db/schema';
import { executeRows } from '@/lib/db/execute-rows';

/** Search reads product_search and search_words; triggers on products keep both current on every write. */
const database = withTestDatabase();
const searching = embeddedSearch(database);

describe('search follows catalogue writes', () => {
  it('finds a renamed product by its new words, a misspelling of them included, and no longer by the old ones', async () => {
    const db = await database();
    const [target] = await db.select({ id: products.id, name: products.name }).from(products).limit(1);
    await db.update(products).set({ name: 'Quokkaflux Intercooler Piping' }).where(eq(products.id, target.id));

    expect((await searching.search('quokkaflux')).map((p) => p.id)).toEqual([target.id]);
    expect((await searching.search('qoukkaflux')).map((p) => p.id)).toEqual([target.id]);
    const byOldName = await searching.search(target.name);
    expect(byOldName.some((p) => p.id === target.id)).toBe(false);
  });

  it('finds a new product and forgets a deleted one', async () => {
    const db = await database();
    const [source] = await db
      .select({ price: products.price, vehicles: products.vehicles, carBrand: products.carBrand, productType: products.productType })
      .from(products)
      .limit(1);
    const [added] = await db
      .insert(products)
      .values({ ...source, slug: 'zephyrine-strut-brace', name: 'Zephyrine Strut Brace', sku: 'ZSB-1' })
      .returning({ id: products.id });
    expect((await searching.search('zephyrine strut')).map((p) => p.id)).toEqual([added.id]);

    await db.delete(products).where(eq(products.id, added.id));
    expect(await searching.search('zephyrine')).toEqual([]);
  });

  it('keeps the vocabulary index without a pending list, which PGlite (no autovacuum) would never merge', async () => {
    const db = await database();
    const [row] = await executeRows<{ reloptions: string[] | null }>(db, sql`select reloptions from pg_class where relname = 'search_words_trigram_idx'`);
    expect(row.reloptions).toEqual(['fastupdate=false']);
  });

  it('narrows by car model', async () => {
    const found = await searching.search('hood', { carModel: 'ZN8 GR86' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.vehicles.includes('zn8'))).toBe(true);
  });
});
