import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CatalogueListing } from '@/components/listing/catalogue-listing';
import { catalogueListingMetadata } from '@/components/listing/listing-metadata';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/store/products'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return catalogueListingMetadata(locale, '/store/products', await searchParams);
}

async function ProductsPageContent({ params, searchParams }: PageProps<'/[locale]/store/products'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <CatalogueListing locale={locale} segments={[]} searchParams={await searchParams} />;
}

// A query outside the cached set (lib/shop/catalogue/listing/cached-listing.ts) reaches this page, which reads
// it per request (from cached data). It renders whole rather than streaming into a Suspense
// boundary, so a browser or crawler without JavaScript gets the products and paging in the first HTML.
export const instant = false;

export default function ProductsPage(props: PageProps<'/[locale]/store/products'>) {
  return <ProductsPageContent {...props} />;
}
