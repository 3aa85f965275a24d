import 'server-only';
import { cache } from 'react';
import { cachedProduct } from '@/lib/shop/catalog';
import type { Locale } from '@/lib/i18n/routing';
import type { ProductDetail } from '@/lib/shop/types';

/** Longer ids are not product names: answer not found without asking the database. */
const MAX_ID_LENGTH = 300;

/** One lookup per request, shared by generateMetadata and the page; the data itself is cached across requests. */
export const loadProduct = cache(async (id: string, locale: Locale): Promise<ProductDetail | null> => {
  if (!id || id.length > MAX_ID_LENGTH) return null;
  return cachedProduct(id, locale);
});
