/**
 * Writes the catalogue as a catalogue file (docs/catalogue.md), a batch of products at a time in
 * id order, so a large catalogue never sits in memory whole. What it writes imports back to the
 * same catalogue: images stay the shop paths they are stored as, related products are listed by
 * SKU in their order, each language's text in its own columns.
 */
import fs from 'node:fs/promises';
import { asc, gt, inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../../db/open';
import { products, productTranslations } from '../../../db/schema';
import { COLUMNS } from './columns';
import { type Progress, silentProgress } from './progress';
import { relatedSkus } from './stored-rows';

const BATCH = 1000;

export async function exportCatalogue(database: Database, file: string, progress: Progress = silentProgress): Promise<number> {
  const output = await fs.open(file, 'w');
  try {
    await output.write(stringify([COLUMNS.map((column) => column.header)]));
    progress.start('Exporting');
    let written = 0;
    for (let after = 0; ; ) {
      const batch = await database.select().from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(BATCH);
      if (!batch.length) break;
      const ids = batch.map((product) => product.id);
      const related = await relatedSkus(database, ids);
      const texts = await database.select().from(productTranslations).where(inArray(productTranslations.productId, ids));
      const textOf = new Map<string, Record<string, unknown>>(texts.map((text) => [`${text.productId}:${text.locale}`, text]));
      const records = batch.map((product) => {
        const values: Record<string, unknown> = { ...product, related: related.get(product.id) ?? [] };
        return COLUMNS.map((column) => column.write((column.locale ? textOf.get(`${product.id}:${column.locale}`) : values)?.[column.field]));
      });
      await output.write(stringify(records));
      written += batch.length;
      progress.advance(batch.length);
      after = batch[batch.length - 1].id;
    }
    progress.finish();
    return written;
  } finally {
    await output.close();
  }
}
