import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { parseFilterSelection } from '@/lib/catalog/filters';
import { CatalogueListing } from '@/components/listing/catalogue-listing';
import { listingHeading } from '@/components/listing/heading';
import { QueryPage } from '@/components/listing/query-page';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/store/products'>): Promise<Metadata> {
  const { locale } = await params;
  return { title: await listingHeading(locale as Locale, parseFilterSelection(await searchParams)) };
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
