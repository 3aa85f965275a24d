import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { listingQueryOfKey } from '@/lib/shop/catalogue/server';
import { NewArrivalsListing, newArrivalsListingMetadata } from '@/components/listing/new-arrivals-listing';
import { assertLocale } from '@/lib/i18n/page-locale';

// /new-arrivals with a query in the cached set, rewritten here by middleware so the page is cached.
export const generateStaticParams = () => placeholderParams('query');

export async function generateMetadata({ params }: PageProps<'/[locale]/by-query/[query]/new-arrivals'>): Promise<Metadata> {
  const { locale, query } = await params;
  assertLocale(locale);
  const searchParams = listingQueryOfKey('/new-arrivals', query);
  return searchParams ? newArrivalsListingMetadata(locale, searchParams) : {};
}

export default async function CachedNewArrivalsPage({ params }: PageProps<'/[locale]/by-query/[query]/new-arrivals'>) {
  const { locale, query } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const searchParams = listingQueryOfKey('/new-arrivals', query);
  if (!searchParams) notFound();
  return <NewArrivalsListing locale={locale} searchParams={searchParams} />;
}
