import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { withTestDatabase } from './helpers/test-db';
import { noticesOn } from './helpers/notices';
import { executeRows } from '@/lib/db/execute-rows';
import { EXPIRY_CHANNEL } from '@/lib/shop/common/announced-expiry';
import { orderLines, orders, products, productSearch, productTranslations, relatedProducts, searchWords, uploads } from '@/lib/db/schema';
import { effectivePriceOf } from '@/lib/shop/catalogue/embedded/effective-price';
import { encodeImage, readUpload, saveUpload } from '@/lib/shop/talk/uploads';
import { embeddedSearch } from '@/lib/shop/search/embedded/search';
import { exportCatalogue } from '@/lib/shop/catalogue/io/export';
import { importCatalogue, type ImportOptions } from '@/lib/shop/catalogue/io/import';
import { fetchImage, type ImageStore } from '@/lib/shop/catalogue/io/images';
import { CatalogueFileError, describeProblem } from '@/lib/shop/catalogue/io/problems';

const database = withTestDatabase();
const FIRST_ES_DESCRIPTION = '<p>Más ligero, con "salidas" de aire,\nen dos líneas.</p>';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-io-'));
const images: ImageStore = { encode: encodeImage, save: saveUpload };

beforeAll(() => {
  // Imported images are stored as uploads, under DATA_DIR.
  process.env.DATA_DIR = path.join(dir, 'data');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (name: string, rows: string[][]) => {
  const target = path.join(dir, name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, stringify(rows));
  return target;
};

async function exported(name: string): Promise<string> {
  const target = path.join(dir, name);
  await exportCatalogue(await database(), target);
  return fs.readFileSync(target, 'utf8');
}

const run = async (options: Omit<ImportOptions, 'images'> & { images?: ImageStore }) => importCatalogue(await database(), { images, ...options });

async function problemsOf(options: Parameters<typeof run>[0]): Promise<string[]> {
  const failure = await run(options).then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(CatalogueFileError);
  return (failure as CatalogueFileError).problems.map(describeProblem);
}

const productBySku = async (sku: string) => (await (await database()).select().from(products).where(eq(products.sku, sku)))[0];
const count = async (table: typeof products | typeof productSearch | typeof uploads) => (await (await database()).select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

/** A new product's cells, with the header they go under. */
const NEW_HEADER = ['sku', 'slug', 'name', 'price', 'vehicle', 'car_brand', 'product_type', 'images'];
const newProduct = (sku: string, name: string, images = '/products/brakes-1.webp') => [sku, name.toLowerCase().replace(/ /g, '-'), name, '199.00', 'zn8', 'Toyota GR86', 'Brakes', images];

describe('catalogue export and import', () => {
  it('an export imports back to the same catalogue, text in every language and related products included', async () => {
    const db = await database();
    const [first] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
    for (const text of [
      { productId: first.id, locale: 'es' as const, name: 'Capó ventilado de fibra de carbono', descriptionHtml: FIRST_ES_DESCRIPTION },
      { productId: first.id, locale: 'ja' as const, name: 'カーボン製ベンテッドボンネット' },
    ]) {
      await db.insert(productTranslations).values(text).onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.locale], set: text });
    }
    const before = await exported('before.csv');
    const products_ = await count(products);

    // Empty the catalogue, then import the export into it: every product comes back as new.
    const emptied = await run({ file: file('header.csv', [before.split('\n')[0].split(',')]), deleteMissing: true, confirmDelete: async () => true });
    expect(emptied).toMatchObject({ status: 'written', report: { removed: products_ } });
    expect(await count(products)).toBe(0);

    const outcome = await run({ file: path.join(dir, 'before.csv') });
    expect(outcome).toMatchObject({ status: 'written', report: { new: products_, changed: 0, unchanged: 0, removed: 0 } });
    expect(await exported('after.csv')).toBe(before);

    // Search follows: one search row per product, and the translated name is found.
    expect(await count(productSearch)).toBe(products_);
    const found = await embeddedSearch(database).search('ventilado');
    expect(found.map((product) => product.slug)).toContain(first.slug);

    // And a second import of the same file changes nothing.
    const again = await run({ file: path.join(dir, 'before.csv') });
    expect(again).toMatchObject({ status: 'unchanged', report: { new: 0, changed: 0, unchanged: products_, changedRows: [] } });
    expect(await exported('again.csv')).toBe(before);
  });

  it('a bad file changes nothing and names each problem with its line and column', async () => {
    const before = await exported('bad-before.csv');
    const [a, b] = await (await database()).select().from(products).orderBy(asc(products.id)).limit(2);
    const header = ['sku', 'slug', 'name', 'price', 'vehicle', 'car_brand', 'product_type', 'related', 'quantity_left'];
    const bad = file('bad.csv', [
      header,
      [a.sku, a.slug, 'Renamed, and would be written if the file were good', '12.5x', a.vehicle, a.carBrand, a.productType, '', '3'],
      [b.sku, b.slug, b.name, b.price, 'ae86', b.carBrand, b.productType, 'NO-SUCH-SKU', 'many'],
      ['NEW-1', 'new-part', 'New Part', '10', 'zn8', 'Toyota GR86', 'Brakes', 'NEW-1', '1'],
      ['NEW-2', a.slug, 'Another', '10', 'zn8', 'Toyota GR86', 'Brakes', '', '1'],
      [a.sku, a.slug, a.name, a.price, a.vehicle, a.carBrand, a.productType, '', '1'],
      ['short', 'row'],
    ]);
    expect(await problemsOf({ file: bad })).toEqual([
      'line 2, price: not a price (a number like 129.99)',
      'line 3, vehicle: not a known vehicle (one of gr-corolla, 12th-gen-corolla, 11th-gen-corolla, gen-9-camry, gen-8-camry, gen-7-camry, mk5-gr-supra, mk4-supra, zn8, zn6)',
      'line 3, quantity_left: not a whole number',
      "line 4, related: lists the product's own SKU NEW-1",
      `line 5, slug: ${a.slug} is also the slug of SKU ${a.sku}`,
      `line 6, sku: ${a.sku} is also on line 2`,
      'line 7: has 2 cells where the header has 9',
    ]);
    // Problems the first pass cannot see until a row is readable: an unknown related SKU.
    const unknownRelated = file('bad-related.csv', [['sku', 'related'], [b.sku, 'NO-SUCH-SKU']]);
    expect(await problemsOf({ file: unknownRelated })).toEqual(['line 2, related: NO-SUCH-SKU is neither in the file nor in the catalogue']);
    // A new SKU needs the fields no product can be without; a header column must be known.
    const missing = file('bad-new.csv', [['sku', 'name', 'colour'], ['NEW-3', 'Part', 'red']]);
    expect(await problemsOf({ file: missing })).toEqual([
      'line 1, colour: unknown column (the columns are sku, slug, name, price, vehicle, car_brand, product_type, category, sub_category, final_sub_category, make_material, brand, wheel_size, fit_position, performance_part, quantity_left, shipment, garage_sale, hot, featured_rank, created_at, images, alt, video, description_html, features_html, fitment_html, related, name_es, alt_es, description_html_es, features_html_es, fitment_html_es, name_ja, alt_ja, description_html_ja, features_html_ja, fitment_html_ja)',
      'line 2, slug: needed for a new product (SKU NEW-3 is not in the catalogue)',
      'line 2, price: needed for a new product (SKU NEW-3 is not in the catalogue)',
      'line 2, vehicle: needed for a new product (SKU NEW-3 is not in the catalogue)',
      'line 2, car_brand: needed for a new product (SKU NEW-3 is not in the catalogue)',
      'line 2, product_type: needed for a new product (SKU NEW-3 is not in the catalogue)',
    ]);
    // A line is where its row starts, past blank lines and cells that span lines.
    fs.writeFileSync(path.join(dir, 'lines.csv'), `sku,description_html,price\n\n${a.sku},"<p>two\nlines</p>",1.00\n${b.sku},,free\n`);
    expect(await problemsOf({ file: path.join(dir, 'lines.csv') })).toEqual(['line 5, price: not a price (a number like 129.99)']);
    fs.writeFileSync(path.join(dir, 'quote.csv'), `sku,name\n${a.sku},"unclosed\n`);
    expect(await problemsOf({ file: path.join(dir, 'quote.csv') })).toEqual(['line 2: not readable as CSV: Quote Not Closed: the parsing is finished with an opening quote at line 2']);

    expect(await exported('bad-after.csv')).toBe(before);
  });

  it('--dry-run tells what would be added, changed and deleted, and writes nothing', async () => {
    const before = await exported('dry-before.csv');
    const [kept] = await (await database()).select().from(products).orderBy(asc(products.id)).limit(1);
    const total = await count(products);
    const dry = file('dry.csv', [NEW_HEADER, newProduct('DRY-1', 'Dry Run Rotor'), [kept.sku, kept.slug, kept.name, '1.00', kept.vehicle, kept.carBrand, kept.productType, '']]);
    const confirmDelete = jest.fn(async () => true);
    const outcome = await run({ file: dry, dryRun: true, deleteMissing: true, confirmDelete });
    expect(outcome).toMatchObject({ status: 'checked', report: { new: 1, changed: 1, unchanged: 0, removed: total - 1, newRows: [{ line: 2, sku: 'DRY-1' }] } });
    expect(outcome.report.changedRows).toEqual([
      {
        line: 3,
        sku: kept.sku,
        changes: [
          { column: 'price', old: kept.price, new: '1.00' },
          { column: 'images', old: kept.images.join('|'), new: '' },
        ],
      },
    ]);
    expect(outcome.report.removedSkus).not.toContain(kept.sku);
    expect(confirmDelete).not.toHaveBeenCalled();
    expect(await exported('dry-after.csv')).toBe(before);
  });

  it('deletes missing products only once confirmed', async () => {
    const before = await exported('confirm-before.csv');
    const [kept] = await (await database()).select().from(products).orderBy(asc(products.id)).limit(1);
    const outcome = await run({ file: file('confirm.csv', [['sku'], [kept.sku]]), deleteMissing: true, confirmDelete: async () => false });
    expect(outcome.status).toBe('declined');
    expect(await exported('confirm-after.csv')).toBe(before);
  });

  it('never deletes a product that orders refer to', async () => {
    const db = await database();
    const [ordered, kept] = await db.select().from(products).orderBy(asc(products.id)).limit(2);
    const [order] = await db
      .insert(orders)
      .values({ number: 'T-CATALOGUE-1', email: 'buyer@example.com', status: 'Paid', shippingAddress: {}, subtotal: ordered.price, total: ordered.price })
      .returning({ id: orders.id });
    await db.insert(orderLines).values({ orderId: order.id, productId: ordered.id, productName: ordered.name, quantity: 1, unitPrice: ordered.price, originalUnitPrice: ordered.price, lineTotal: ordered.price });
    const before = await exported('ordered-before.csv');
    expect(await problemsOf({ file: file('ordered.csv', [['sku'], [kept.sku]]), deleteMissing: true, confirmDelete: async () => true })).toEqual([
      `SKU ${ordered.sku} is not in the file but orders refer to it, so it cannot be deleted: keep its row (quantity_left 0 stops its sales)`,
    ]);
    expect(await exported('ordered-after.csv')).toBe(before);
  });

  it('matches rows by SKU: updates the columns given, adds new SKUs, keeps the shown price and search current', async () => {
    const db = await database();
    const [target, other] = await db.select().from(products).where(eq(products.garageSale, false)).orderBy(asc(products.id)).limit(2);
    const upsert = file('upsert.csv', [
      ['sku', 'price', 'name_es', 'related'],
      [target.sku, '1234.50', 'Pieza actualizada', other.sku],
    ]);
    const outcome = await run({ file: upsert });
    expect(outcome).toMatchObject({ status: 'written', report: { new: 0, changed: 1, changedRows: [{ sku: target.sku }] } });
    const updated = await productBySku(target.sku);
    expect(updated).toMatchObject({ ...target, price: '1234.50', effectivePrice: effectivePriceOf({ ...target, price: '1234.50' }) });
    const [text] = await db.select().from(productTranslations).where(and(eq(productTranslations.productId, target.id), eq(productTranslations.locale, 'es')));
    expect(text).toMatchObject({ name: 'Pieza actualizada', descriptionHtml: FIRST_ES_DESCRIPTION });
    expect(await db.select({ id: relatedProducts.relatedId }).from(relatedProducts).where(eq(relatedProducts.productId, target.id))).toEqual([{ id: other.id }]);

    const added = file('add.csv', [NEW_HEADER, newProduct('ZZ-NEW-1', 'Zzyzx Rotor Kit')]);
    expect(await run({ file: added })).toMatchObject({ report: { new: 1, newRows: [{ sku: 'ZZ-NEW-1' }], changed: 0 } });
    const created = await productBySku('ZZ-NEW-1');
    expect(created).toMatchObject({ slug: 'zzyzx-rotor-kit', price: '199.00', effectivePrice: effectivePriceOf(created), images: ['/products/brakes-1.webp'], quantityLeft: 0 });
    expect(await db.select().from(searchWords).where(eq(searchWords.word, 'zzyzx'))).toHaveLength(1);
    expect((await embeddedSearch(database).search('zzyzx')).map((product) => product.slug)).toEqual(['zzyzx-rotor-kit']);

    // Two products swap slugs while a new one takes a third product's old slug, in one file.
    const [x, y, z] = await db.select().from(products).where(eq(products.garageSale, false)).orderBy(asc(products.id)).offset(2).limit(3);
    const swap = file('swap.csv', [
      NEW_HEADER,
      newProduct('ZZ-NEW-2', 'Taken Slug', '/products/brakes-1.webp').map((cell, i) => (i === 1 ? z.slug : cell)),
      [x.sku, y.slug, x.name, x.price, x.vehicle, x.carBrand, x.productType, x.images.join('|')],
      [y.sku, x.slug, y.name, y.price, y.vehicle, y.carBrand, y.productType, y.images.join('|')],
      [z.sku, `${z.slug}-2`, z.name, z.price, z.vehicle, z.carBrand, z.productType, z.images.join('|')],
    ]);
    expect(await run({ file: swap })).toMatchObject({ report: { newRows: [{ sku: 'ZZ-NEW-2' }], changedRows: [{ sku: x.sku }, { sku: y.sku }, { sku: z.sku }] } });
    expect([(await productBySku(x.sku)).slug, (await productBySku(y.sku)).slug, (await productBySku(z.sku)).slug, (await productBySku('ZZ-NEW-2')).slug]).toEqual([y.slug, x.slug, `${z.slug}-2`, z.slug]);

    // Clearing a language's last text removes its row: the page shows English again.
    const spanish = ['name_es', 'alt_es', 'description_html_es', 'features_html_es', 'fitment_html_es'];
    await run({ file: file('untranslate.csv', [['sku', ...spanish], [target.sku, ...spanish.map(() => '')]]) });
    expect(await db.select({ locale: productTranslations.locale }).from(productTranslations).where(eq(productTranslations.productId, target.id))).toEqual([{ locale: 'ja' }]);
  });

  it('images from files beside the CSV and from https are checked by content and stored as uploads', async () => {
    fs.mkdirSync(path.join(dir, 'pics'), { recursive: true });
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } }).png().toBuffer();
    fs.writeFileSync(path.join(dir, 'pics', 'rotor.png'), png);
    fs.writeFileSync(path.join(dir, 'pics', 'fake.jpg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const served = new Map<string, () => Response>([
      ['https://images.example/rotor.png', () => new Response(png)],
      ['https://images.example/missing.png', () => new Response('gone', { status: 404 })],
    ]);
    const remote: ImageStore = { ...images, fetch: (async (url: string | URL) => (served.get(String(url)) ?? (() => new Response('?', { status: 500 })))()) as typeof fetch };

    const bad = file('imgs/bad.csv', [
      NEW_HEADER,
      newProduct('IMG-1', 'Image Rotor One', '../pics/fake.jpg'),
      newProduct('IMG-2', 'Image Rotor Two', '../pics/none.png|http://images.example/rotor.png'),
      newProduct('IMG-3', 'Image Rotor Three', 'https://images.example/missing.png|/products/no-such.webp|/api/uploads/0123456789abcdef0123456789abcdef'),
    ]);
    expect(await problemsOf({ file: bad, images: remote })).toEqual([
      'line 2, images: ../pics/fake.jpg is not a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF image',
      `line 3, images: ../pics/none.png: no such file (looked for ${path.join(dir, 'pics', 'none.png')})`,
      'line 3, images: http://images.example/rotor.png: only https URLs are fetched',
      'line 4, images: https://images.example/missing.png answered 404',
      "line 4, images: /products/no-such.webp is not a file of this shop's public folder",
      'line 4, images: /api/uploads/0123456789abcdef0123456789abcdef is not a stored image',
    ]);
    expect(await productBySku('IMG-1')).toBeUndefined();

    const good = file('imgs/good.csv', [
      NEW_HEADER,
      newProduct('IMG-1', 'Image Rotor One', '../pics/rotor.png|https://images.example/rotor.png|/products/brakes-2.webp'),
      newProduct('IMG-2', 'Image Rotor Two', '../pics/rotor.png'),
    ]);
    expect((await run({ file: good, images: remote })).report.newRows).toEqual([
      { line: 2, sku: 'IMG-1' },
      { line: 3, sku: 'IMG-2' },
    ]);
    const one = await productBySku('IMG-1');
    expect(one.images).toHaveLength(3);
    expect(one.images[0]).toMatch(/^\/api\/uploads\/[a-f0-9]{32}$/);
    expect(one.images[2]).toBe('/products/brakes-2.webp');
    // One file named twice is stored once.
    expect((await productBySku('IMG-2')).images).toEqual([one.images[0]]);
    // The same files again are the same pictures: nothing changes, and nothing is stored twice.
    const stored_ = await count(uploads);
    expect(await run({ file: good, images: remote })).toMatchObject({ status: 'unchanged', report: { unchanged: 2 } });
    expect(await count(uploads)).toBe(stored_);
    const stored = await readUpload(await database(), one.images[1].split('/').pop()!);
    expect(stored?.contentType).toBe('image/webp');
    expect(await sharp(stored!.body).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });

    // The export names them as the shop serves them, and they import back unchanged.
    const text = await exported('imgs/export.csv');
    expect(text).toContain(one.images.join('|'));
    await run({ file: path.join(dir, 'imgs/export.csv') });
    expect((await productBySku('IMG-1')).images).toEqual(one.images);
  });
});

describe('what an import reports', () => {
  let notices: Awaited<ReturnType<typeof noticesOn>>;
  beforeAll(async () => {
    notices = await noticesOn(await database(), EXPIRY_CHANNEL);
  });
  afterAll(() => notices.stop());

  /** Each product's row version: any write to a row changes it, even one that sets the same values. */
  const rowVersions = async () => executeRows<{ id: number; version: string }>(await database(), sql`select id, xmin::text as version from ${products} order by id`);
  const exportedRows = async (name: string) => parse(await exported(name)) as string[][];
  const nothing = { newRows: [], changedRows: [], removedSkus: [] };

  it('an unchanged export is all unchanged, and importing it writes nothing and expires nothing', async () => {
    const total = await count(products);
    await exported('same.csv');
    expect(await run({ file: path.join(dir, 'same.csv'), dryRun: true })).toEqual({ status: 'checked', report: { new: 0, changed: 0, unchanged: total, removed: 0, ...nothing } });
    await notices.settled();
    const versions = await rowVersions();
    expect(await run({ file: path.join(dir, 'same.csv') })).toEqual({ status: 'unchanged', report: { new: 0, changed: 0, unchanged: total, removed: 0, ...nothing } });
    expect(await rowVersions()).toEqual(versions);
    expect(await notices.settled()).toEqual([]);
  });

  it('compares values, not how the file writes them: other column order, quoted cells, 1299 for 1299.00, yes for true', async () => {
    const [columns, ...rows] = await exportedRows('format.csv');
    const yesNo = new Set(['performance_part', 'garage_sale', 'hot']);
    const reordered = [...columns.keys()].reverse();
    const rewritten = [columns, ...rows].map((cells, index) =>
      reordered.map((at) => {
        const cell = cells[at];
        if (index === 0) return cell;
        if (columns[at] === 'price') return cell.replace(/\.00$/, '');
        if (yesNo.has(columns[at])) return cell === 'true' ? ' yes' : 'No';
        if (columns[at] === 'quantity_left') return cell.replace(/^(\d)/, '00$1');
        return cell;
      }),
    );
    fs.writeFileSync(path.join(dir, 'format.csv'), stringify(rewritten, { quoted: true }));
    expect((await run({ file: path.join(dir, 'format.csv'), dryRun: true })).report).toMatchObject({ new: 0, changed: 0, unchanged: rows.length });
  });

  it('a one-price change is that one field of that line, and once written every instance is told', async () => {
    const [columns, ...rows] = await exportedRows('one-price.csv');
    const price = columns.indexOf('price');
    const target = rows[4];
    const old = target[price];
    target[price] = (Number(old) + 1).toFixed(1);
    const changed = file('one-price.csv', [columns, ...rows]);
    const expected = { new: 0, changed: 1, unchanged: rows.length - 1, changedRows: [{ line: 6, sku: target[0], changes: [{ column: 'price', old, new: (Number(old) + 1).toFixed(2) }] }] };
    expect((await run({ file: changed, dryRun: true })).report).toMatchObject(expected);
    await notices.settled();
    const versions = await rowVersions();
    expect(await run({ file: changed })).toMatchObject({ status: 'written', report: expected });
    expect(await notices.settled()).toEqual([JSON.stringify({ catalogue: true })]);
    // Only that product's row was written.
    const after = await rowVersions();
    const target_ = await productBySku(target[0]);
    expect(after.filter((row, i) => row.version !== versions[i].version).map((row) => row.id)).toEqual([target_.id]);
    expect(target_.price).toBe((Number(old) + 1).toFixed(2));
    expect(await run({ file: changed })).toMatchObject({ status: 'unchanged' });
  });

  it('a new row is new, with its line; lists compare item by item, in order', async () => {
    const [columns, ...rows] = await exportedRows('new-row.csv');
    const related = columns.indexOf('related');
    const reordered = rows.find((cells) => cells[related].includes('|'))!;
    const before = reordered[related];
    reordered[related] = before.split('|').reverse().join('|');
    const added = columns.map((column) => ({ sku: 'REPORT-NEW-1', slug: 'report-new-one', name: 'Report New One', price: '10', vehicle: 'zn8', car_brand: 'Toyota GR86', product_type: 'Brakes', make_material: 'Other', quantity_left: '1', featured_rank: '0' })[column] ?? '');
    const report = (await run({ file: file('new-row.csv', [columns, ...rows, added]), dryRun: true })).report;
    expect(report).toMatchObject({ new: 1, newRows: [{ line: rows.length + 2, sku: 'REPORT-NEW-1' }], changed: 1, unchanged: rows.length - 1 });
    expect(report.changedRows).toEqual([{ line: rows.indexOf(reordered) + 2, sku: reordered[0], changes: [{ column: 'related', old: before, new: reordered[related] }] }]);
  });

  it('a bad row is refused with its line, and nothing is written', async () => {
    const [columns, ...rows] = await exportedRows('bad-row.csv');
    rows[2][columns.indexOf('price')] = '12,50';
    const versions = await rowVersions();
    expect(await problemsOf({ file: file('bad-row.csv', [columns, ...rows]) })).toEqual(['line 4, price: not a price (a number like 129.99)']);
    expect(await rowVersions()).toEqual(versions);
  });

  it('names the first changed rows and counts the rest; --delete-missing reports the removed', async () => {
    const [columns, ...rows] = await exportedRows('many.csv');
    const stock = columns.indexOf('quantity_left');
    for (const cells of rows.slice(0, 25)) cells[stock] = String(Number(cells[stock]) + 1);
    const gone = rows.pop()!;
    const report = (await run({ file: file('many.csv', [columns, ...rows]), dryRun: true, deleteMissing: true })).report;
    expect(report).toMatchObject({ changed: 25, unchanged: rows.length - 25, removed: 1, removedSkus: [gone[0]] });
    expect(report.changedRows).toHaveLength(20);
    expect(report.changedRows.map((row) => row.line)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });
});

describe('fetching https images is bounded', () => {
  const limits = { maxBytes: 1000, timeoutMs: 200 };
  const answer = (body: BodyInit, init?: ResponseInit) => (async () => new Response(body, init)) as unknown as typeof fetch;

  it('refuses a declared or streamed body over the size limit', async () => {
    await expect(fetchImage('https://x.example/a', limits, answer('x', { headers: { 'content-length': '5000' } }))).rejects.toThrow('https://x.example/a is larger than 1000 bytes');
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(400));
      },
    });
    await expect(fetchImage('https://x.example/b', limits, answer(endless))).rejects.toThrow('https://x.example/b is larger than 1000 bytes');
    expect(pulled).toBeLessThan(10);
  });

  it('gives up on a server that does not answer in time', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as unknown as typeof fetch;
    await expect(fetchImage('https://x.example/slow', limits, hanging)).rejects.toThrow('https://x.example/slow did not answer within 0.2 s');
  });
});
