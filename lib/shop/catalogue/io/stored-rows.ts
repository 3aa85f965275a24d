/**
 * Stored products in a catalogue file's terms: their fields, pictures, related products by SKU
 * and each language's text, as a row of the file would give them. Read a batch of products at a
 * time, and only the columns a file has, so an import compares a million rows without holding
 * their stored values at once.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/open';
import { products, productTranslations, relatedProducts } from '../../../db/schema';
import type { ProductFields, TranslationFields } from './columns';
import type { Header, RowValues } from './rows';

type ProductColumn = keyof ProductFields;

/**
 * The stored values of these products under the header's columns, by product id. `skuOf` names
 * a product by id: the import holds every product's SKU already, where a join costs the database
 * more than the rest of the read.
 */
export async function storedRows(database: Database, ids: number[], header: Header, skuOf: (id: number) => string): Promise<Map<number, RowValues>> {
  const columns = header.columns.filter((column) => column !== undefined);
  const fields = [...new Set(columns.filter((column) => !column.locale && column.field !== 'related').map((column) => column.field as ProductColumn))];
  const selected = await database
    .select({ id: products.id, ...Object.fromEntries(fields.map((field) => [field, products[field]])) })
    .from(products)
    .where(inArray(products.id, ids));
  const related = header.has('related') ? await relatedIds(database, ids) : undefined;
  const texts = columns.some((column) => column.locale) ? await database.select().from(productTranslations).where(inArray(productTranslations.productId, ids)) : [];

  const stored = new Map<number, RowValues>();
  for (const { id, images, ...values } of selected as ({ id: number; images?: string[] } & RowValues['fields'])[]) {
    stored.set(id, { fields: values, images, related: related && (related.get(id) ?? []).map(skuOf), translations: {} });
  }
  for (const { productId, locale, ...text } of texts) {
    const row = stored.get(productId);
    if (row) row.translations![locale] = text satisfies Partial<TranslationFields>;
  }
  return stored;
}

/** Each product's related products by id, in their order (as relatedSkus orders them). */
async function relatedIds(database: Database, ids: number[]): Promise<Map<number, number[]>> {
  const rows = await database
    .select({ productId: relatedProducts.productId, relatedId: relatedProducts.relatedId })
    .from(relatedProducts)
    .where(inArray(relatedProducts.productId, ids))
    .orderBy(asc(relatedProducts.productId), asc(relatedProducts.position), asc(relatedProducts.relatedId));
  const byId = new Map<number, number[]>();
  for (const row of rows) byId.set(row.productId, [...(byId.get(row.productId) ?? []), row.relatedId]);
  return byId;
}

/** Each product's related products by SKU, in their order. */
export async function relatedSkus(database: Database, ids: number[]): Promise<Map<number, string[]>> {
  const other = alias(products, 'related');
  const rows = await database
    .select({ productId: relatedProducts.productId, sku: other.sku })
    .from(relatedProducts)
    .innerJoin(other, eq(other.id, relatedProducts.relatedId))
    .where(inArray(relatedProducts.productId, ids))
    .orderBy(asc(relatedProducts.productId), asc(relatedProducts.position), asc(other.id));
  const bySku = new Map<number, string[]>();
  for (const row of rows) bySku.set(row.productId, [...(bySku.get(row.productId) ?? []), row.sku]);
  return bySku;
}
