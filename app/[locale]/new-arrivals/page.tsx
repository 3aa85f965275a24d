import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { NewArrivalsListing, newArrivalsListingMetadata } from '@/components/listing/new-arrivals-listing';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/new-arrivals'>): Promise<Metadata> {
  const { locale } = await params;
  return newArrivalsListingMetadata(locale as Locale, await searchParams);
}

async function NewArrivalsPageContent({ params, searchParams }: PageProps<'/[locale]/new-arrivals'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NewArrivalsListing locale={locale as Locale} searchParams={await searchParams} />;
}

// A query outside the cached set (lib/shop/catalogue/listing/cached-listing.ts) reaches this page, which reads
// it per request (from cached data). It renders whole rather than streaming into a Suspense
// boundary, so a browser or crawler without JavaScript gets the products and paging in the first HTML.
export const instant = false;

export default function NewArrivalsPage(props: PageProps<'/[locale]/new-arrivals'>) {
  return <NewArrivalsPageContent {...props} />;
}
