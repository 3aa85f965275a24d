import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { CatalogueListing } from '@/components/listing/catalogue-listing';
import { QueryPage } from '@/components/listing/query-page';
import { catalogueListingMetadata } from '@/components/listing/listing-metadata';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/store/products'>): Promise<Metadata> {
  const { locale } = await params;
  return catalogueListingMetadata(locale as Locale, '/store/products', await searchParams);
}

async function ProductsPageContent({ params, searchParams }: PageProps<'/[locale]/store/products'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CatalogueListing locale={locale as Locale} segments={[]} searchParams={await searchParams} />;
}

export default async function ProductsPage(props: PageProps<'/[locale]/store/products'>) {
  const { locale } = await props.params;
  return (
    <QueryPage locale={locale as Locale}>
      <ProductsPageContent {...props} />
    </QueryPage>
  );
}
