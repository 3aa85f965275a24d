/**
 * Imports a catalogue file (docs/catalogue.md): rows match products by SKU and update them, new
 * SKUs are added, and with `deleteMissing` products the file leaves out are removed.
 *
 * All or nothing, in two passes over the file. The first checks every row (each cell, SKUs and
 * slugs unique across the file and the catalogue, related SKUs known, images readable), collects
 * every problem with its line, and compares each row with its stored product, a batch of rows at
 * a time as the file is read (lib/shop/catalogue/io/diff.ts): the report of what is new, changed,
 * unchanged and removed. Only a file without problems gets a second pass, which writes the new
 * and changed rows in one transaction, thousands of rows a statement (lib/db/bulk-insert.ts), and
 * announces the change to every running instance as it commits (lib/shop/common/announced-expiry.ts).
 * A file that changes nothing writes nothing and expires nothing. Search
 * (product_search, search_words) follows through the triggers on products, or for a large import
 * is written once, set-based, for every product the file names (lib/db/search-rows.ts); the shown
 * price is derived as every write derives it (lib/shop/catalogue/embedded/effective-price.ts), and the listing facets
 * are refreshed in the same transaction.
 */
import path from 'node:path';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/open';
import { bulkInsert, bulkUpdate } from '../../../db/bulk-insert';
import { withIndexesBuiltAfter } from '../../../db/deferred-indexes';
import { effectivePriceOf, withEffectivePrice } from '../embedded/effective-price';
import { keepCatalogueAnchors } from '../embedded/catalogue';
import { withSearchTriggersOff, writeSearchRows } from '@/lib/db/search-rows';
import { orderLines, productFacets, products, productSearch, productTranslations, relatedProducts, searchWords, type TranslatedLocale } from '../../../db/schema';
import { announceExpiry } from '../../common/announced-expiry';
import { TRANSLATION_HEADERS, type ProductFields, type TranslationFields } from './columns';
import { changesOf, ReportBuilder, type ImportReport } from './diff';
import { CatalogueImages, type ImageStore } from './images';
import { CatalogueFileError, type Problem } from './problems';
import { type Progress, silentProgress } from './progress';
import { readCsv } from './read-csv';
import { readHeader, readRow, type Header, type ProductRow, type RowValues } from './rows';
import { storedRows } from './stored-rows';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ImportOptions = {
  file: string;
  dryRun?: boolean;
  deleteMissing?: boolean;
  images: ImageStore;
  progress?: Progress;
  /** Asked before products are deleted; nothing is written when it answers false. */
  confirmDelete?: (skus: string[]) => Promise<boolean>;
  /** Rows from which the import is large (LARGE_IMPORT unless given; tests lower it). */
  largeFrom?: number;
};

/**
 * What an import found and did: `checked` for a dry run, `declined` when the deletion was not
 * confirmed, `unchanged` when the file matches the catalogue (nothing is written), else `written`.
 */
export type ImportOutcome = { report: ImportReport; status: 'checked' | 'declined' | 'unchanged' | 'written' };

/** More problems than this are counted, not kept: a wholly wrong file would otherwise fill the memory. */
const MAX_PROBLEMS = 1000;
/** Ids a statement where they travel as bind parameters (deletes, lookups). */
const BATCH = 500;
/** Rows a statement through bulkInsert and bulkUpdate (one JSON parameter): about 6 MB of the demo catalogue's rows. */
const CHUNK = 2000;
/**
 * From this many rows an import is large: the search rows are written once at the end, set-based,
 * with the per-row triggers off, and when it adds more products than the catalogue keeps, the
 * secondary indexes are built after the writes (docs/catalogue.md, "Large imports").
 */
export const LARGE_IMPORT = 10_000;
const PRICE_INPUTS = ['price', 'vehicles', 'productType', 'fitPosition', 'performancePart'] as const;

type Existing = { id: number; sku: string; slug: string };
/** A row of the file as the second pass needs it; `write` when it is new or changes its product. */
type RowSummary = { line: number; sku: string; slug?: string; related?: string[]; write: boolean };
/** A row waiting to be compared with its stored product. */
type Comparing = { row: ProductRow; id: number; summary: RowSummary };

class Problems {
  readonly kept: Problem[] = [];
  count = 0;
  add(...problems: Problem[]) {
    this.count += problems.length;
    this.kept.push(...problems.slice(0, MAX_PROBLEMS - this.kept.length));
  }
  /** By line (a sort keeps the order of one line's problems), those of the catalogue as a whole last. */
  inFileOrder() {
    return [...this.kept].sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  }
}

export async function importCatalogue(database: Database, options: ImportOptions): Promise<ImportOutcome> {
  const progress = options.progress ?? silentProgress;
  const images = new CatalogueImages(options.images, path.dirname(path.resolve(options.file)));
  try {
    const existing = await database.select({ id: products.id, sku: products.sku, slug: products.slug }).from(products).orderBy(asc(products.id));
    const bySku = new Map<string, Existing[]>();
    for (const product of existing) bySku.set(product.sku, [...(bySku.get(product.sku) ?? []), product]);

    const problems = new Problems();
    const report = new ReportBuilder();
    progress.start('Checking');
    const { header, rows } = await checkRows(database, options.file, bySku, images, problems, report, progress);
    progress.finish();

    const inFile = new Set(rows.map((row) => row.sku));
    const deleted = options.deleteMissing ? existing.filter((product) => !inFile.has(product.sku)) : [];
    await checkCatalogue(database, rows, existing, bySku, deleted, problems);
    if (problems.count > 0 || !header) throw new CatalogueFileError(problems.inFileOrder(), problems.count);

    report.setRemoved(deleted.map((product) => product.sku));
    if (options.dryRun) return { report: report.build(), status: 'checked' };
    if (report.nothingToWrite) return { report: report.build(), status: 'unchanged' };
    if (deleted.length && !(await (options.confirmDelete ?? (async () => false))(deleted.map((product) => product.sku)))) return { report: report.build(), status: 'declined' };

    const written = rows.filter((row) => row.write);
    const large = written.length >= (options.largeFrom ?? LARGE_IMPORT);
    // Building the indexes after pays when the import more than doubles the catalogue; otherwise
    // keeping them current costs less than rebuilding them over the products already there.
    const added = written.length - report.build().changed;
    const indexesAfter = large && added > existing.length - deleted.length;
    progress.start('Writing', written.length);
    await database.transaction(async (tx) => {
      for (let i = 0; i < deleted.length; i += BATCH * 10) {
        await tx.delete(products).where(inArray(products.id, deleted.slice(i, i + BATCH * 10).map((product) => product.id)));
      }
      await releaseSlugs(tx, written, bySku);
      const write = async () => {
        const ids = await writeProducts(tx, options.file, header, rows, bySku, images, progress);
        progress.finish();
        progress.note('Writing related products');
        await writeRelated(tx, written, ids, bySku);
        if (!large) return;
        progress.note(`Writing search rows${indexesAfter ? ', then building the indexes' : ''}`);
        await writeSearchRows(tx, [...ids.values()]);
      };
      if (!large) await write();
      else await withSearchTriggersOff(tx, () => (indexesAfter ? withIndexesBuiltAfter(tx, [products, productSearch], write) : write()));
      progress.note('Refreshing the listing facets');
      await tx.execute(sql`refresh materialized view ${productFacets}`);
      // Delivered when the transaction commits: running instances expire their pages as the change becomes visible.
      await announceExpiry(database, { catalogue: true }, tx);
    });
    progress.note('Refreshing the planner statistics');
    // As after the seed: fresh statistics for the planner, and a visibility map so listings read
    // ids from their indexes alone (PGlite runs no autovacuum; docs/operations.md).
    await database.execute(sql`vacuum analyze ${products}`);
    await database.execute(sql`vacuum analyze ${productSearch}`);
    // A large import changes the other tables a lot too; search plans its vocabulary lookups from their statistics.
    if (large) await database.execute(sql`analyze ${productTranslations}, ${relatedProducts}, ${searchWords}`);
    // After the vacuum, so the walks read the listing indexes alone (listing-anchors.ts).
    progress.note("Keeping the listings' anchors");
    await keepCatalogueAnchors(database);
    return { report: report.build(), status: 'written' };
  } finally {
    await images.dispose();
  }
}

async function checkRows(database: Database, file: string, bySku: Map<string, Existing[]>, images: CatalogueImages, problems: Problems, report: ReportBuilder, progress: Progress) {
  let header: Header | undefined;
  const rows: RowSummary[] = [];
  const lineOfSku = new Map<string, number>();
  // The stored products of one batch are read and compared while the next batch is read from the file.
  const skuById: string[] = [];
  for (const [sku, products] of bySku) for (const product of products) skuById[product.id] = sku;
  let batch: Comparing[] = [];
  let comparing: Promise<void> = Promise.resolve();
  const compareBatch = async () => {
    await comparing;
    // A file with problems is not written: its report would never be shown.
    comparing = problems.count ? Promise.resolve() : compareRows(database, header!, batch, (id) => skuById[id], images, report);
    // Awaited before the next batch or at the end, which throws its failure.
    comparing.catch(() => {});
    batch = [];
  };
  for await (const record of readCsv(file)) {
    if (!header) {
      const read = readHeader(record.cells, record.line);
      problems.add(...read.problems);
      if (!read.header.has('sku')) return { header: undefined, rows };
      header = read.header;
      continue;
    }
    const { row, sku, problems: found } = readRow(header, record.line, record.cells, (sku) => !bySku.has(sku));
    problems.add(...found);
    progress.advance();
    if (sku !== undefined) {
      const earlier = lineOfSku.get(sku);
      if (earlier !== undefined) problems.add({ line: record.line, column: 'sku', message: `${sku} is also on line ${earlier}` });
      else lineOfSku.set(sku, record.line);
    }
    if (!row) continue;
    const matches = bySku.get(row.sku) ?? [];
    if (matches.length > 1) problems.add({ line: row.line, column: 'sku', message: `${row.sku} matches ${matches.length} products of the catalogue; give them distinct SKUs first` });
    for (const image of row.images ?? []) {
      const problem = await images.check(database, image);
      if (problem) problems.add({ line: row.line, column: 'images', message: problem });
    }
    const summary: RowSummary = { line: row.line, sku: row.sku, slug: row.fields.slug, related: row.related, write: !matches.length };
    rows.push(summary);
    if (!matches.length) report.addNew({ line: row.line, sku: row.sku });
    else if (matches.length === 1) {
      batch.push({ row, id: matches[0].id, summary });
      if (batch.length >= BATCH) await compareBatch();
    }
  }
  await compareBatch();
  await comparing;
  if (!header) problems.add({ line: 1, message: 'the file is empty: a catalogue file starts with a header row' });
  return { header, rows };
}

/** Compares a batch of rows with their stored products: each is reported, and written only if it changes something. */
async function compareRows(database: Database, header: Header, batch: Comparing[], skuOf: (id: number) => string, images: CatalogueImages, report: ReportBuilder) {
  if (!batch.length) return;
  const stored = await storedRows(
    database,
    batch.map((item) => item.id),
    header,
    skuOf,
  );
  for (const { row, id, summary } of batch) {
    // A product deleted since the import began compares as empty: every field given changes.
    const before: RowValues = stored.get(id) ?? { fields: {} };
    const file = row.images && before.images ? { ...row, images: await storedImagesOf(database, images, row.images, before.images) } : row;
    const changes = changesOf(header.columns, file, before);
    summary.write = changes.length > 0;
    report.addCompared({ line: row.line, sku: row.sku }, changes);
  }
}

/**
 * A row's pictures as the product would hold them: shop paths as written, and a file or URL as
 * the stored picture it already is, if an earlier import stored the same one (else as written,
 * which differs from every stored path).
 */
async function storedImagesOf(database: Database, images: CatalogueImages, references: string[], stored: string[]): Promise<string[]> {
  return Promise.all(
    references.map(async (reference, position) => {
      if (reference.startsWith('/')) return reference;
      // The picture in the same place first: two stored copies of one picture keep their places.
      for (const candidate of [stored[position], ...stored]) if (await images.sameAsStored(database, reference, candidate)) return candidate;
      return reference;
    }),
  );
}

/** What only the whole file can tell: slugs unique once written, related SKUs known, deleted products free of orders. */
async function checkCatalogue(database: Database, rows: RowSummary[], existing: Existing[], bySku: Map<string, Existing[]>, deleted: Existing[], problems: Problems) {
  const inFile = new Set(rows.map((row) => row.sku));
  const gone = new Set(deleted.map((product) => product.id));
  const kept = existing.filter((product) => !inFile.has(product.sku) && !gone.has(product.id));

  const slugOwner = new Map(kept.map((product) => [product.slug, product.sku]));
  // A product keeping its slug has the first claim to it: a row taking that slug is the one in the wrong.
  const keepsSlug = (row: RowSummary) => row.slug === undefined || row.slug === bySku.get(row.sku)?.[0]?.slug;
  for (const row of [...rows.filter(keepsSlug), ...rows.filter((row) => !keepsSlug(row))]) {
    const slug = row.slug ?? bySku.get(row.sku)?.[0]?.slug;
    if (!slug) continue;
    const owner = slugOwner.get(slug);
    if (owner !== undefined && owner !== row.sku) problems.add({ line: row.line, column: 'slug', message: `${slug} is also the slug of SKU ${owner}` });
    else slugOwner.set(slug, row.sku);
  }

  const known = new Set([...inFile, ...kept.map((product) => product.sku)]);
  for (const row of rows) {
    const listed = new Set<string>();
    for (const sku of row.related ?? []) {
      if (sku === row.sku) problems.add({ line: row.line, column: 'related', message: `lists the product's own SKU ${sku}` });
      else if (listed.has(sku)) problems.add({ line: row.line, column: 'related', message: `lists ${sku} twice` });
      else if (!known.has(sku)) problems.add({ line: row.line, column: 'related', message: `${sku} is neither in the file nor in the catalogue` });
      else if (!inFile.has(sku) && (bySku.get(sku)?.length ?? 0) > 1) problems.add({ line: row.line, column: 'related', message: `${sku} matches several products of the catalogue` });
      listed.add(sku);
    }
  }

  if (deleted.length) {
    const ordered = new Set<number>();
    for (let i = 0; i < deleted.length; i += BATCH * 10) {
      const ids = deleted.slice(i, i + BATCH * 10).map((product) => product.id);
      const rowsWithOrders = await database.selectDistinct({ id: orderLines.productId }).from(orderLines).where(inArray(orderLines.productId, ids));
      for (const { id } of rowsWithOrders) ordered.add(id);
    }
    for (const product of deleted.filter((item) => ordered.has(item.id))) {
      problems.add({ message: `SKU ${product.sku || `(empty, product ${product.id})`} is not in the file but orders refer to it, so it cannot be deleted: keep its row (quantity_left 0 stops its sales)` });
    }
  }
}

/**
 * Products whose slug the file changes first take a placeholder no file can name (slugs hold no
 * `~`): the unique index is checked row by row, so two products swapping slugs, or a new product
 * taking one another product gives up, would otherwise collide before the last row is written.
 */
async function releaseSlugs(tx: Tx, rows: RowSummary[], bySku: Map<string, Existing[]>) {
  const moving = rows.flatMap((row) => {
    const current = bySku.get(row.sku)?.[0];
    return current && row.slug !== undefined && row.slug !== current.slug ? [current.id] : [];
  });
  for (let i = 0; i < moving.length; i += BATCH * 10) {
    await tx.update(products).set({ slug: sql`'~' || ${products.id}` }).where(inArray(products.id, moving.slice(i, i + BATCH * 10)));
  }
}

/** Writes the product of every row to write, a chunk of rows a statement; answers the id of each SKU written. */
async function writeProducts(tx: Tx, file: string, header: Header, rows: RowSummary[], bySku: Map<string, Existing[]>, images: CatalogueImages, progress: Progress): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const repriced: number[] = [];
  // The database's default for a new product whose created_at cell is empty, once for the whole file.
  const now = new Date();
  let inserts: ProductRow[] = [];
  let updates: ({ id: number } & Partial<ProductFields>)[] = [];
  let translated: ProductRow[] = [];
  const flush = async (inserts: ProductRow[], updates: ({ id: number } & Partial<ProductFields>)[], translated: ProductRow[]) => {
    if (inserts.length) {
      const values = await Promise.all(
        inserts.map(async (row) => {
          const fields = { ...(row.fields as ProductFields), images: await storedImages(tx, images, row) };
          if (header.has('created_at')) fields.createdAt ??= now;
          return withEffectivePrice(fields);
        }),
      );
      const written = await bulkInsert(tx, products, values);
      inserts.forEach((row, i) => ids.set(row.sku, written[i]));
    }
    await bulkUpdate(tx, products, updates, ['createdAt']);
    await writeTranslations(tx, translated.flatMap((row) => Object.entries(row.translations!).map(([locale, text]) => ({ productId: ids.get(row.sku)!, locale: locale as TranslatedLocale, ...text }))));
    progress.advance(inserts.length + updates.length);
  };
  // The database writes one chunk while the next is read and checked: on two cores, reading the
  // file and writing it each take about half the time.
  let writing: Promise<void> = Promise.resolve();
  const next = async () => {
    await writing;
    writing = flush(inserts, updates, translated);
    // Awaited before the next chunk or at the end, which throws its failure; meanwhile the file
    // is being read, and a failure then must not end the process as an unhandled rejection.
    writing.catch(() => {});
    inserts = [];
    updates = [];
    translated = [];
  };

  // Without problems, every record after the header is a row of the first pass, in the same order.
  let index = -1;
  for await (const record of readCsv(file)) {
    if (index < 0) {
      index = 0;
      continue;
    }
    const summary = rows[index++];
    if (summary?.line !== record.line) throw new Error(`The file changed while it was imported (line ${record.line}); nothing was written.`);
    if (!summary.write) continue;
    const { row } = readRow(header, record.line, record.cells, (sku) => !bySku.has(sku));
    if (row?.sku !== summary.sku) throw new Error(`The file changed while it was imported (line ${record.line}); nothing was written.`);
    const match = bySku.get(row.sku)?.[0];
    if (match) {
      ids.set(row.sku, match.id);
      const set: Partial<ProductFields> = { ...row.fields, ...(row.images ? { images: await storedImages(tx, images, row) } : {}) };
      delete set.sku;
      const inputs = PRICE_INPUTS.filter((field) => set[field] !== undefined);
      if (inputs.length === PRICE_INPUTS.length) set.effectivePrice = effectivePriceOf(set as ProductFields);
      else if (inputs.length) repriced.push(match.id);
      updates.push({ id: match.id, ...set });
    } else {
      inserts.push(row);
    }
    if (row.translations) translated.push(row);
    if (inserts.length + updates.length >= CHUNK) await next();
  }
  await next();
  await writing;
  await reprice(tx, repriced);
  return ids;
}

/**
 * Each language's text of a chunk of products: the columns the file has replace the stored ones,
 * and a language left with no text at all has no row (English is shown, as for a product never
 * translated). One statement a language, as the file may give one language more columns than another.
 */
async function writeTranslations(tx: Tx, texts: ({ productId: number; locale: TranslatedLocale } & Partial<TranslationFields>)[]) {
  if (!texts.length) return;
  for (const locale of new Set(texts.map((text) => text.locale))) {
    const rows = texts.filter((text) => text.locale === locale);
    const given = TRANSLATION_HEADERS.filter(({ field }) => field in rows[0]);
    const update = given.length
      ? sql`do update set ${sql.join(given.map(({ field }) => sql`${sql.identifier(productTranslations[field].name)} = excluded.${sql.identifier(productTranslations[field].name)}`), sql`, `)}`
      : sql`do nothing`;
    await bulkInsert(tx, productTranslations, rows, sql`on conflict (${sql.identifier(productTranslations.productId.name)}, ${sql.identifier(productTranslations.locale.name)}) ${update}`);
  }
  const ids = [...new Set(texts.map((text) => text.productId))];
  await tx.delete(productTranslations).where(and(inArray(productTranslations.productId, ids), ...TRANSLATION_HEADERS.map(({ field }) => isNull(productTranslations[field]))));
}

const storedImages = async (tx: Tx, images: CatalogueImages, row: ProductRow) =>
  Promise.all((row.images ?? []).map((image) => images.stored(tx as unknown as Database, image)));

/** The shown price of products whose row changed some of its inputs, from their stored values. */
async function reprice(tx: Tx, ids: number[]) {
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await tx
      .select({ id: products.id, price: products.price, vehicles: products.vehicles, productType: products.productType, fitPosition: products.fitPosition, performancePart: products.performancePart })
      .from(products)
      .where(inArray(products.id, ids.slice(i, i + BATCH)));
    if (!rows.length) continue;
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::int, ${effectivePriceOf(row)}::numeric)`),
      sql`, `,
    );
    await tx.execute(sql`update ${products} set effective_price = v.price from (values ${values}) as v(id, price) where ${products.id} = v.id`);
  }
}

/** A written row with a related column replaces its product's related products, in the order listed. */
async function writeRelated(tx: Tx, rows: RowSummary[], ids: Map<string, number>, bySku: Map<string, Existing[]>) {
  const replaced = rows.filter((row) => row.related !== undefined && bySku.has(row.sku)).map((row) => ids.get(row.sku)!);
  for (let i = 0; i < replaced.length; i += BATCH * 10) {
    await tx.delete(relatedProducts).where(inArray(relatedProducts.productId, replaced.slice(i, i + BATCH * 10)));
  }
  let links: (typeof relatedProducts.$inferInsert)[] = [];
  for (const row of rows) {
    row.related?.forEach((sku, position) => links.push({ productId: ids.get(row.sku)!, relatedId: ids.get(sku) ?? bySku.get(sku)![0].id, position }));
    if (links.length >= CHUNK * 5) {
      await bulkInsert(tx, relatedProducts, links);
      links = [];
    }
  }
  await bulkInsert(tx, relatedProducts, links);
}
