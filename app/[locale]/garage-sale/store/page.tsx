import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { PAGE_SIZE } from '@/lib/catalog/sort';
import { parseListingParams } from '@/lib/listing/params';
import { cachedGarageSale } from '@/lib/shop/catalog';
import { filterFromSelection } from '@/lib/shop/filter-map';
import { ListingLayout } from '@/components/listing/listing-layout';
import { catalogueGroups } from '@/components/listing/filter-groups';
import { valueLabeler } from '@/components/listing/heading';
import { listingCanonicalPath } from '@/lib/seo/canonical';
import { localizedMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/garage-sale/store'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'listing' });
  const seo = await getTranslations({ locale, namespace: 'seo' });
  return localizedMetadata({
    locale: locale as Locale,
    path: listingCanonicalPath('/garage-sale/store', await searchParams),
    title: t('garageSale'),
    description: seo('garageSaleStore'),
  });
}

async function GarageSaleStorePageContent({ params, searchParams }: PageProps<'/[locale]/garage-sale/store'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'listing' });
  const label = await valueLabeler(locale as Locale);
  const { selection, sort, page } = parseListingParams(await searchParams);
  const listing = await cachedGarageSale({ filter: filterFromSelection(selection), sort, page, pageSize: PAGE_SIZE });
  const vehicle = selection.carModels.length === 1 ? [{ label: label(selection.carModels[0]) }] : [];
  return (
    <ListingLayout
      locale={locale as Locale}
      crumbs={[{ label: t('garageSales'), href: '/garage-sale' }, ...vehicle]}
      heading={t('garageSale')}
      note={<p className="rounded border border-warning/40 bg-warning/10 px-3 py-2 font-semibold text-warning">{t('garageSaleNote')}</p>}
      listing={listing}
      sort={sort}
      groups={catalogueGroups(selection)}
      emptyText={t('comingSoon')}
    />
  );
}

// The page reads its query string, which exists only per request: it renders whole on each
// request (from cached data) rather than streaming into a Suspense boundary, so a browser or
// crawler without JavaScript gets the products and paging in the first HTML.
export const instant = false;

export default function GarageSaleStorePage(props: PageProps<'/[locale]/garage-sale/store'>) {
  return <GarageSaleStorePageContent {...props} />;
}
