import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { listingQueryOfKey } from '@/lib/shop/catalogue/server';
import { CatalogueListing } from '@/components/listing/catalogue-listing';
import { catalogueListingMetadata } from '@/components/listing/listing-metadata';
import { assertLocale } from '@/lib/i18n/page-locale';

// /store/products with a query in the cached set, rewritten here by middleware so the page is cached.
export const generateStaticParams = () => placeholderParams('query');

export async function generateMetadata({ params }: PageProps<'/[locale]/by-query/[query]/store/products'>): Promise<Metadata> {
  const { locale, query } = await params;
  assertLocale(locale);
  const searchParams = listingQueryOfKey('/store/products', query);
  return searchParams ? catalogueListingMetadata(locale, '/store/products', searchParams) : {};
}

export default async function CachedProductsPage({ params }: PageProps<'/[locale]/by-query/[query]/store/products'>) {
  const { locale, query } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const searchParams = listingQueryOfKey('/store/products', query);
  if (!searchParams) notFound();
  return <CatalogueListing locale={locale} segments={[]} searchParams={searchParams} />;
}
