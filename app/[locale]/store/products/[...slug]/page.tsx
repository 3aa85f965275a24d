import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { connection } from 'next/server';
import type { Locale } from '@/lib/i18n/routing';
import { isListingPath } from '@/lib/listing/breadcrumbs';
import { CatalogueListing } from '@/components/listing/catalogue-listing';
import { catalogueListingMetadata } from '@/components/listing/listing-metadata';

const segmentsOf = (slug: string[]) => slug.map((segment) => segment.toLowerCase());

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/store/products/[...slug]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  const segments = segmentsOf(slug);
  if (!isListingPath(segments)) return {};
  return catalogueListingMetadata(locale as Locale, `/store/products/${segments.join('/')}`, await searchParams);
}

export default async function ProductsPathPage({ params, searchParams }: PageProps<'/[locale]/store/products/[...slug]'>) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const segments = segmentsOf(slug);
  if (!isListingPath(segments)) notFound();
  await connection();
  return <CatalogueListing locale={locale as Locale} segments={segments} searchParams={await searchParams} />;
}
