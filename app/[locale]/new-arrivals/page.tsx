import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { PAGE_SIZE } from '@/lib/catalog/sort';
import { parseListingParams } from '@/lib/listing/params';
import { cachedNewArrivals } from '@/lib/shop/catalog';
import { emptyFilter, vehicleSlugs } from '@/lib/shop/filter-map';
import { ListingLayout } from '@/components/listing/listing-layout';
import { CAR_MODEL_GROUPS } from '@/components/listing/filter-groups';
import { listingCanonicalPath } from '@/lib/seo/canonical';
import { localizedMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/new-arrivals'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'listing' });
  const seo = await getTranslations({ locale, namespace: 'seo' });
  return localizedMetadata({
    locale: locale as Locale,
    // New arrivals filter by car model only.
    path: listingCanonicalPath('/new-arrivals', await searchParams, ['carModels']),
    title: t('newArrivals'),
    description: seo('newArrivals'),
  });
}

async function NewArrivalsPageContent({ params, searchParams }: PageProps<'/[locale]/new-arrivals'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'listing' });
  const { selection, sort, page } = parseListingParams(await searchParams);
  // New arrivals filter by car model only (spec 001); other parameters in the URL are ignored.
  const carModels = selection.carModels.filter((value) => vehicleSlugs([value]).length > 0);
  const listing = await cachedNewArrivals({ filter: { ...emptyFilter(), car_model: carModels }, sort, page, pageSize: PAGE_SIZE });
  return (
    <ListingLayout
      locale={locale as Locale}
      crumbs={[{ label: t('newArrivals') }]}
      heading={t('newArrivals')}
      listing={listing}
      sort={sort}
      groups={CAR_MODEL_GROUPS}
      emptyText={t('comingSoon')}
    />
  );
}

// The page reads its query string, which exists only per request: it renders whole on each
// request (from cached data) rather than streaming into a Suspense boundary, so a browser or
// crawler without JavaScript gets the products and paging in the first HTML.
export const instant = false;

export default function NewArrivalsPage(props: PageProps<'/[locale]/new-arrivals'>) {
  return <NewArrivalsPageContent {...props} />;
}
