import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NewArrivalsListing, newArrivalsListingMetadata } from '@/components/listing/new-arrivals-listing';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/new-arrivals'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return newArrivalsListingMetadata(locale, await searchParams);
}

async function NewArrivalsPageContent({ params, searchParams }: PageProps<'/[locale]/new-arrivals'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <NewArrivalsListing locale={locale} searchParams={await searchParams} />;
}

// A query outside the cached set (lib/shop/catalogue/listing/cached-listing.ts) reaches this page, which reads
// it per request (from cached data). It renders whole rather than streaming into a Suspense
// boundary, so a browser or crawler without JavaScript gets the products and paging in the first HTML.
export const instant = false;

export default function NewArrivalsPage(props: PageProps<'/[locale]/new-arrivals'>) {
  return <NewArrivalsPageContent {...props} />;
}
