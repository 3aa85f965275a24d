import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { connection } from 'next/server';
import type { Locale } from '@/lib/i18n/routing';
import { CatalogueListing } from '@/components/listing/catalogue-listing';
import { catalogueListingMetadata } from '@/components/listing/listing-metadata';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/store/products'>): Promise<Metadata> {
  const { locale } = await params;
  return catalogueListingMetadata(locale as Locale, '/store/products', await searchParams);
}

export default async function ProductsPage({ params, searchParams }: PageProps<'/[locale]/store/products'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  await connection();
  return <CatalogueListing locale={locale as Locale} segments={[]} searchParams={await searchParams} />;
}
