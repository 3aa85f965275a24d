import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { asc, eq, sql } from 'drizzle-orm';
import { withTestDatabase } from './helpers/test-db';
import { products, productTranslations } from '@/lib/db/schema';
import { executeRows } from '@/lib/db/execute-rows';
import { encodeImage, saveUpload } from '@/lib/shop/talk/uploads';
import { embeddedSearch } from '@/lib/shop/search/embedded/search';
import { exportCatalogue } from '@/lib/shop/catalogue/io/export';
import { importCatalogue, type ImportOptions } from '@/lib/shop/catalogue/io/import';
import { writeDemoCatalogue } from '@/lib/shop/catalogue/demo/demo-file';
import type { ImageStore } from '@/lib/shop/catalogue/io/images';
import { CatalogueFileError } from '@/lib/shop/catalogue/io/problems';

/**
 * A large import (issue 29, part 2) writes through the same writer in larger statements, with the
 * search triggers off and the search rows written once, and, into a catalogue it more than
 * doubles, with the indexes built after. `largeFrom` lowers the size that takes that path, so a
 * catalogue of a few hundred products can be compared with what the row-by-row path writes.
 */
const database = withTestDatabase();
const searching = embeddedSearch(database);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-large-'));
const images: ImageStore = { encode: encodeImage, save: saveUpload };

beforeAll(() => {
  process.env.DATA_DIR = path.join(dir, 'data');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = async (options: Omit<ImportOptions, 'images'> & { images?: ImageStore }) => importCatalogue(await database(), { images, ...options });
const LARGE = { largeFrom: 1 };
const ROW_BY_ROW = { largeFrom: Infinity };

const at = (name: string) => path.join(dir, name);
const write = (name: string, rows: string[][]) => {
  fs.writeFileSync(at(name), stringify(rows));
  return at(name);
};
async function exported(name: string): Promise<string> {
  await exportCatalogue(await database(), at(name));
  return fs.readFileSync(at(name), 'utf8');
}
const header = () => fs.readFileSync(at('demo.csv'), 'utf8').split('\n')[0].split(',');
const emptyCatalogue = () => run({ file: write('header.csv', [header()]), deleteMissing: true, confirmDelete: async () => true });

/** What search reads and the other tables hold, by SKU, so two imports that number products differently compare. */
async function searchState() {
  const db = await database();
  return {
    search: await executeRows(
      db,
      sql`select p.sku, s.featured_rank, s.vehicle, s.document::text as document, s.name from product_search s join products p using (id) order by p.sku`,
    ),
    words: (await executeRows<{ word: string }>(db, sql`select word from search_words order by word`)).map((row) => row.word),
    indexes: await executeRows(db, sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname`),
    triggers: await executeRows(db, sql`select tgname, tgenabled from pg_trigger where not tgisinternal order by tgname`),
  };
}

describe('the demo catalogue file', () => {
  it('holds the catalogue the seed writes, related products included', async () => {
    const db = await database();
    const seeded = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    await writeDemoCatalogue(at('seed-size.csv'), seeded[0].n);
    const byRelatedSet = (csv: Buffer | string) => {
      const [columns, ...rows] = parse(csv) as string[][];
      const related = columns.indexOf('related');
      return rows.map((cells) => cells.map((cell, i) => (i === related ? cell.split('|').sort().join('|') : cell)));
    };
    // The seed numbers related products by its picks, with gaps where two picks coincide; the file lists them in order.
    expect(byRelatedSet(fs.readFileSync(at('seed-size.csv')))).toEqual(byRelatedSet(await exported('seeded.csv')));
  });
});

describe('a large catalogue import', () => {
  beforeAll(async () => {
    await writeDemoCatalogue(at('demo.csv'), 600);
  });

  it('writes the same catalogue, search rows and vocabulary as the row-by-row path, with the indexes and triggers back', async () => {
    await emptyCatalogue();
    const rowByRow = await run({ file: at('demo.csv'), ...ROW_BY_ROW });
    expect(rowByRow.report.new).toBe(600);
    const expected = await exported('row-by-row.csv');
    const expectedState = await searchState();
    expect(expectedState.words.length).toBeGreaterThan(100);

    await emptyCatalogue();
    const large = await run({ file: at('demo.csv'), ...LARGE });
    expect(large).toMatchObject({ status: 'written', report: { new: 600, changed: 0 } });
    expect(await exported('large.csv')).toBe(expected);
    expect(await searchState()).toEqual(expectedState);
  });

  it('finds imported products by their Spanish and Japanese names, and by a name a later large import gives', async () => {
    const db = await database();
    const [product] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
    const [es, ja] = await db.select().from(productTranslations).where(eq(productTranslations.productId, product.id)).orderBy(asc(productTranslations.locale));
    expect((await searching.search(es.name!, { locale: 'es' })).map((found) => found.slug)).toContain(product.slug);
    expect((await searching.search(ja.name!, { locale: 'ja' })).map((found) => found.slug)).toContain(product.slug);

    const renamed = write('renamed.csv', [
      ['sku', 'name_ja'],
      [product.sku, 'ワクワクボンネット'],
    ]);
    const outcome = await run({ file: renamed, ...LARGE });
    expect(outcome).toMatchObject({ status: 'written', report: { new: 0, changed: 1, changedRows: [{ sku: product.sku }] } });
    expect((await searching.search('ワクワクボンネット', { locale: 'ja' })).map((found) => found.slug)).toEqual([product.slug]);
    // Every row again: only the renamed one changes (back), so the indexes stay and only its search row is rewritten.
    const before = await searchState();
    await run({ file: at('demo.csv'), ...LARGE });
    expect(await searching.search('ワクワクボンネット', { locale: 'ja' })).toEqual([]);
    expect((await searchState()).indexes).toEqual(before.indexes);
  });

  it('keeps each product related products in the order listed', async () => {
    const db = await database();
    const related = await executeRows<{ sku: string; related: string }>(
      db,
      sql`select p.sku, string_agg(o.sku, '|' order by r.position) as related from related_products r join products p on p.id = r.product_id join products o on o.id = r.related_id group by p.sku`,
    );
    const [columns, ...rows] = parse(fs.readFileSync(at('demo.csv'))) as string[][];
    const inFile = new Map(rows.map((cells) => [cells[0], cells[columns.indexOf('related')]]));
    expect(related.length).toBeGreaterThan(500);
    for (const { sku, related: skus } of related) expect(skus).toBe(inFile.get(sku));
  });

  it.each([
    ['row by row', ROW_BY_ROW],
    ['large', LARGE],
  ])('%s: a column given in one language only leaves the stored text of the other', async (_, size) => {
    const db = await database();
    const [product] = await db.select().from(products).orderBy(asc(products.id)).offset(5).limit(1);
    const textOf = async () => db.select().from(productTranslations).where(eq(productTranslations.productId, product.id)).orderBy(asc(productTranslations.locale));
    const [es, ja] = await textOf();
    const file = write('one-language.csv', [
      ['sku', 'name_es', 'name_ja', 'description_html_ja'],
      [product.sku, `${es.name} nuevo`, ja.name!, '<p>新しい説明</p>'],
    ]);
    await run({ file, ...size });
    expect(await textOf()).toEqual([
      { ...es, name: `${es.name} nuevo` },
      { ...ja, descriptionHtml: '<p>新しい説明</p>' },
    ]);
  });

  it('changes nothing when a row is bad, or when writing fails halfway, and leaves the indexes and triggers as they were', async () => {
    const before = await exported('before-failure.csv');
    const state = await searchState();

    const bad = fs.readFileSync(at('demo.csv'), 'utf8').split('\n');
    bad[300] = bad[300].replace(/,(\d+\.\d\d),/, ',lots,');
    fs.writeFileSync(at('bad.csv'), bad.join('\n'));
    await expect(run({ file: at('bad.csv'), ...LARGE })).rejects.toThrow(CatalogueFileError);

    // The file's one new product replaces the whole catalogue, so its import drops the indexes and
    // turns the triggers off, deletes every product, then fails storing the new product's image.
    fs.writeFileSync(at('photo.png'), await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } }).png().toBuffer());
    const added = ['ZZ-LARGE-1', 'zz-large-one', 'Zz Large One', '10.00', 'zn8', 'Toyota GR86', 'Brakes', 'photo.png'];
    const file = write('failing.csv', [['sku', 'slug', 'name', 'price', 'vehicle', 'car_brand', 'product_type', 'images'], added]);
    const failing: ImageStore = { encode: encodeImage, save: async () => Promise.reject(new Error('disk full')) };
    await expect(run({ file, images: failing, deleteMissing: true, confirmDelete: async () => true, ...LARGE })).rejects.toThrow('disk full');

    expect(await exported('after-failure.csv')).toBe(before);
    expect(await searchState()).toEqual(state);
  });
});
