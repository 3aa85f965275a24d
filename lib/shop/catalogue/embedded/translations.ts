/**
 * An operator's edits of a product's text in another language (npm run translations): one field
 * at a time, so fixing a word never touches the rest. The triggers of migration 0013 keep search
 * current. Must not import 'server-only': the command runs outside Next.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { products, productTranslations, TRANSLATED_LOCALES, type TranslatedLocale } from '../../../db/schema';

/** The field names operators type, and the columns they write. */
export const TRANSLATED_FIELDS = {
  name: 'name',
  alt: 'alt',
  description: 'descriptionHtml',
  features: 'featuresHtml',
  fitment: 'fitmentHtml',
} as const;
export type TranslatedField = keyof typeof TRANSLATED_FIELDS;

export const isTranslatedLocale = (value: string): value is TranslatedLocale => (TRANSLATED_LOCALES as readonly string[]).includes(value);
export const isTranslatedField = (value: string): value is TranslatedField => Object.hasOwn(TRANSLATED_FIELDS, value);

async function productId(database: Database, slug: string): Promise<number | null> {
  const [row] = await database.select({ id: products.id }).from(products).where(eq(products.slug, slug.toLowerCase())).limit(1);
  return row?.id ?? null;
}

/** Sets one field (null: back to the English); false when no product has this slug. */
export async function setTranslation(database: Database, slug: string, locale: TranslatedLocale, field: TranslatedField, value: string | null): Promise<boolean> {
  const id = await productId(database, slug);
  if (id === null) return false;
  const column = TRANSLATED_FIELDS[field];
  const text = value === null || value.trim() === '' ? null : value.trim();
  await database
    .insert(productTranslations)
    .values({ productId: id, locale, [column]: text })
    .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.locale], set: { [column]: text } });
  // A row left with no text at all is the same as no row.
  await database.execute(
    sql`delete from ${productTranslations} where product_id = ${id} and locale = ${locale} and coalesce(name, alt, description_html, features_html, fitment_html) is null`,
  );
  return true;
}

/** The product's stored text in one language, null fields showing in English; null when no product has this slug. */
export async function readTranslation(database: Database, slug: string, locale: TranslatedLocale) {
  const id = await productId(database, slug);
  if (id === null) return null;
  const [row] = await database
    .select()
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, locale)));
  return Object.fromEntries(Object.entries(TRANSLATED_FIELDS).map(([field, column]) => [field, row?.[column] ?? null])) as Record<TranslatedField, string | null>;
}
