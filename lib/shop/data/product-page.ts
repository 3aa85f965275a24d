import 'server-only';
import { cache } from 'react';
import { cachedProduct, cachedProductTalk, type CatalogueProduct } from '@/lib/shop/data/cached-reads';
import type { Locale } from '@/lib/i18n/routing';
import type { ProductDetail } from '@/lib/shop/catalogue';

/** Longer ids are not product names: answer not found without asking the database. */
const MAX_ID_LENGTH = 300;

/** One lookup per request, shared by generateMetadata and the page; the data itself is cached across requests. */
export const loadProduct = cache(async (id: string, locale: Locale): Promise<CatalogueProduct | null> => {
  if (!id || id.length > MAX_ID_LENGTH) return null;
  return cachedProduct(id, locale);
});

/**
 * The product with its reviews and questions, which are cached under their own tag (lib/shop/common/tags.ts):
 * the page that reads them is the one a review or a like expires. Null when the product is gone.
 */
export async function withTalk(product: CatalogueProduct, locale: Locale): Promise<ProductDetail | null> {
  const talk = await cachedProductTalk(product.slug, locale);
  return talk && { ...product, ...talk };
}
