import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/routing';
import { formatUsd } from '@/lib/shop/cart';
import { loadProduct, withTalk } from '@/lib/shop/data/product-page';
import { productBreadcrumbs } from '@/lib/shop/catalogue';
import { productMetadata } from '@/lib/seo/product';
import { siteUrl } from '@/lib/seo/site';
import { ProductPage } from './product-page';

/** What the four product routes share: they differ only in the path their breadcrumbs come from. */
export async function productRouteMetadata(locale: Locale, id: string): Promise<Metadata> {
  const product = await loadProduct(id, locale);
  if (!product) return {};
  const t = await getTranslations({ locale, namespace: 'seo' });
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const usd = (amount: number) => formatUsd(amount, INTL_LOCALE[locale]) ?? '';
  const imageAlt =
    product.originalPrice !== null
      ? t('productImageAltDiscount', { name: product.name, price: usd(product.price), original: usd(product.originalPrice), percent: product.discountPercent })
      : t('productImageAlt', { name: product.name, price: usd(product.price) });
  return productMetadata(product, locale, { siteName: meta('siteName'), imageAlt }, siteUrl());
}

export async function ProductRoute({ locale, id, path }: { locale: Locale; id: string; path: string }) {
  setRequestLocale(locale);
  const found = await loadProduct(id, locale);
  const product = found && (await withTalk(found, locale));
  if (!product) notFound();
  return <ProductPage product={product} locale={locale} crumbs={productBreadcrumbs(path, product)} />;
}
