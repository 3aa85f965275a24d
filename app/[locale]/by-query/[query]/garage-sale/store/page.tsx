import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { listingQueryOfKey } from '@/lib/shop/catalogue/server';
import { GarageSaleListing, garageSaleListingMetadata } from '@/components/listing/garage-sale-listing';
import { assertLocale } from '@/lib/i18n/page-locale';

// /garage-sale/store with a query in the cached set, rewritten here by middleware so the page is cached.
export const generateStaticParams = () => placeholderParams('query');

export async function generateMetadata({ params }: PageProps<'/[locale]/by-query/[query]/garage-sale/store'>): Promise<Metadata> {
  const { locale, query } = await params;
  assertLocale(locale);
  const searchParams = listingQueryOfKey('/garage-sale/store', query);
  return searchParams ? garageSaleListingMetadata(locale, searchParams) : {};
}

export default async function CachedGarageSaleStorePage({ params }: PageProps<'/[locale]/by-query/[query]/garage-sale/store'>) {
  const { locale, query } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const searchParams = listingQueryOfKey('/garage-sale/store', query);
  if (!searchParams) notFound();
  return <GarageSaleListing locale={locale} searchParams={searchParams} />;
}
