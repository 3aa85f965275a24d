import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/routing';
import { isNewProduct, priceOf } from '@/lib/shop/cart';
import type { ProductSummary } from '../types';
import type { Database } from '../../../db/database';
import { products, productTranslations, type TranslatedLocale } from '../../../db/schema';

/**
 * The columns a product card needs. Lists (listings, search, related, home rows) read only these:
 * the description, features and fitment HTML are half of a row, which the database would copy,
 * PGlite parse and Drizzle map for every card, only for it to be dropped.
 */
export const summaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  sku: products.sku,
  price: products.price,
  images: products.images,
  alt: products.alt,
  vehicles: products.vehicles,
  carBrand: products.carBrand,
  productType: products.productType,
  category: products.category,
  fitPosition: products.fitPosition,
  performancePart: products.performancePart,
  quantityLeft: products.quantityLeft,
  shipment: products.shipment,
  garageSale: products.garageSale,
  createdAt: products.createdAt,
};

type SummaryRow = Pick<typeof products.$inferSelect, keyof typeof summaryColumns>;

export function toSummary(row: SummaryRow): ProductSummary {
  const regular = Number(row.price);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    ...priceOf({ price: regular, vehicles: row.vehicles, productType: row.productType, fitPosition: row.fitPosition, performancePart: row.performancePart }),
    images: row.images,
    alt: row.alt || row.name,
    lang: DEFAULT_LOCALE,
    vehicles: row.vehicles,
    carBrand: row.carBrand,
    productType: row.productType,
    category: row.category,
    fitPosition: row.fitPosition,
    performancePart: row.performancePart,
    quantityLeft: row.quantityLeft,
    shipment: row.shipment,
    garageSale: row.garageSale,
    isNew: isNewProduct(row.createdAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A language other than English has its text in product_translations; English is products itself. */
export const translatedLocale = (locale: Locale | undefined): TranslatedLocale | null => (locale === 'es' || locale === 'ja' ? locale : null);

/**
 * The cards' names and alt texts in `locale` where the product has them; an untranslated card
 * keeps its English and says so (`lang`). One primary-key read for the whole list, after the
 * list is chosen, so no listing or search query changes shape with the language.
 */
export async function localized<T extends ProductSummary>(database: Database, items: T[], locale: Locale | undefined): Promise<T[]> {
  const wanted = translatedLocale(locale);
  if (!wanted || items.length === 0) return items;
  const rows = await database
    .select({ id: productTranslations.productId, name: productTranslations.name, alt: productTranslations.alt })
    .from(productTranslations)
    .where(and(eq(productTranslations.locale, wanted), inArray(productTranslations.productId, items.map((item) => item.id))));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item) => {
    const text = byId.get(item.id);
    return text?.name ? { ...item, name: text.name, alt: text.alt || text.name, lang: wanted } : item;
  });
}

/** The cards of these products, in no particular order; unknown ids are left out. */
export async function summariesByIds(database: Database, ids: number[], locale?: Locale): Promise<ProductSummary[]> {
  return ids.length ? localized(database, (await database.select(summaryColumns).from(products).where(inArray(products.id, ids))).map(toSummary), locale) : [];
}
