import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { loadProduct, loadVisitorReactions } from '@/lib/product/load';
import { productBreadcrumbs } from '@/lib/product/breadcrumbs';
import { productMetadata } from '@/lib/seo/product';
import { requestSiteUrl } from '@/lib/seo/site';
import { ProductPage } from './product-page';

/** What the four product routes share: they differ only in the path their breadcrumbs come from. */
export async function productRouteMetadata(locale: Locale, id: string): Promise<Metadata> {
  const product = await loadProduct(id);
  return product ? productMetadata(product, locale, await requestSiteUrl()) : {};
}

export async function ProductRoute({ locale, id, path }: { locale: Locale; id: string; path: string }) {
  setRequestLocale(locale);
  const product = await loadProduct(id);
  if (!product) notFound();
  const reactions = await loadVisitorReactions(product);
  return <ProductPage product={product} locale={locale} crumbs={productBreadcrumbs(path, product)} reactions={reactions} />;
}
