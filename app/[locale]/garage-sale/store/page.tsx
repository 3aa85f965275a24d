import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { GarageSaleListing, garageSaleListingMetadata } from '@/components/listing/garage-sale-listing';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/garage-sale/store'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return garageSaleListingMetadata(locale, await searchParams);
}

async function GarageSaleStorePageContent({ params, searchParams }: PageProps<'/[locale]/garage-sale/store'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <GarageSaleListing locale={locale} searchParams={await searchParams} />;
}

// A query outside the cached set (lib/shop/catalogue/listing/cached-listing.ts) reaches this page, which reads
// it per request (from cached data). It renders whole rather than streaming into a Suspense
// boundary, so a browser or crawler without JavaScript gets the products and paging in the first HTML.
export const instant = false;

export default function GarageSaleStorePage(props: PageProps<'/[locale]/garage-sale/store'>) {
  return <GarageSaleStorePageContent {...props} />;
}
