import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isListingSlugPath } from '@/lib/shop/catalogue';
import { CatalogueListing } from '@/components/listing/catalogue-listing';
import { placeholderCatchAll } from '@/lib/i18n/build-placeholder';
import { catalogueListingMetadata } from '@/components/listing/listing-metadata';
import { assertLocale } from '@/lib/i18n/page-locale';

const segmentsOf = (slug: string[]) => slug.map((segment) => segment.toLowerCase());

export const generateStaticParams = () => placeholderCatchAll('slug');

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/store/products/[...slug]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  assertLocale(locale);
  const segments = segmentsOf(slug);
  if (!isListingSlugPath(segments)) return {};
  return catalogueListingMetadata(locale, `/store/products/${segments.join('/')}`, await searchParams);
}

async function ProductsPathPageContent({ params, searchParams }: PageProps<'/[locale]/store/products/[...slug]'>) {
  const { locale, slug } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const segments = segmentsOf(slug);
  if (!isListingSlugPath(segments)) notFound();
  return <CatalogueListing locale={locale} segments={segments} searchParams={await searchParams} />;
}

// A query outside the cached set (lib/shop/catalogue/listing/cached-listing.ts) reaches this page, which reads
// it per request (from cached data). It renders whole rather than streaming into a Suspense
// boundary, so a browser or crawler without JavaScript gets the products and paging in the first HTML.
export const instant = false;

export default function ProductsPathPage(props: PageProps<'/[locale]/store/products/[...slug]'>) {
  return <ProductsPathPageContent {...props} />;
}
