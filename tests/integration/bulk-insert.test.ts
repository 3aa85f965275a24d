import { asc, eq, inArray, like, sql } from 'drizzle-orm';
import { withTestDatabase } from './helpers/test-db';
import { bulkInsert } from '@/lib/db/bulk-insert';
import { withIndexesBuiltAfter } from '@/lib/db/deferred-indexes';
import { executeRows } from '@/lib/db/execute-rows';
import { products, productTranslations } from '@/lib/db/schema';

const database = withTestDatabase();

/** Rows of the seeded catalogue under new SKUs and slugs, some with a null category, one with no images. */
async function copiesOf(prefix: string) {
  const db = await database();
  const rows = await db.select().from(products).orderBy(asc(products.id)).limit(40);
  return rows.map(({ id, searchDocument, ...row }, i) => (void id, void searchDocument, {
    ...row,
    sku: `${prefix}-${i}`,
    slug: `${prefix}-${i}`,
    category: i % 3 ? row.category : null,
    images: i === 5 ? [] : row.images,
  }));
}

const stored = async (prefix: string) => {
  const db = await database();
  const rows = await db.select().from(products).where(like(products.sku, `${prefix}-%`)).orderBy(asc(products.id));
  return rows.map(({ id, sku, slug, searchDocument, ...row }) => (void id, void searchDocument, { ...row, sku: sku.slice(prefix.length), slug: slug.slice(prefix.length) }));
};

describe('bulkInsert', () => {
  it('stores the same rows as a plain insert, and answers their ids in the order given', async () => {
    const db = await database();
    const plain = await copiesOf('plain');
    await db.insert(products).values(plain);
    const bulk = await copiesOf('bulk');
    const ids = await bulkInsert(db, products, bulk);

    expect(await stored('bulk')).toEqual(await stored('plain'));
    const byId = await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.id, ids));
    const skuOf = new Map(byId.map((row) => [row.id, row.sku]));
    expect(ids.map((id) => skuOf.get(id))).toEqual(bulk.map((row) => row.sku));
  });

  it('writes rows of a table without an id, and nothing for no rows', async () => {
    const db = await database();
    expect(await bulkInsert(db, productTranslations, [])).toEqual([]);
    const [product] = await db.select({ id: products.id }).from(products).where(like(products.sku, 'plain-%')).limit(1);
    const texts = [
      { productId: product.id, locale: 'es' as const, name: 'Capó de carbono', alt: null, descriptionHtml: '<p>«Ligero»</p>', featuresHtml: null, fitmentHtml: null },
      { productId: product.id, locale: 'ja' as const, name: 'カーボンボンネット', alt: 'ボンネット', descriptionHtml: null, featuresHtml: '<ul><li>"軽量"</li></ul>', fitmentHtml: null },
    ];
    expect(await bulkInsert(db, productTranslations, texts)).toEqual([]);
    expect(await db.select().from(productTranslations).where(eq(productTranslations.productId, product.id)).orderBy(asc(productTranslations.locale))).toEqual(texts);
  });
});

describe('withIndexesBuiltAfter', () => {
  it('drops the secondary indexes for the work and builds the same ones again', async () => {
    const db = await database();
    const definitions = async () =>
      (await executeRows<{ definition: string }>(db, sql`select indexdef as definition from pg_indexes where tablename = 'products' order by indexname`)).map((row) => row.definition);
    const before = await definitions();
    let during: string[] = [];
    await db.transaction(async (tx) => {
      await withIndexesBuiltAfter(tx, [products], async () => {
        during = (await executeRows<{ definition: string }>(tx as never, sql`select indexdef as definition from pg_indexes where tablename = 'products'`)).map((row) => row.definition);
      });
    });
    expect(during).toEqual([expect.stringContaining('products_pkey')]);
    expect(before.length).toBeGreaterThan(10);
    expect(await definitions()).toEqual(before);
  });
});
