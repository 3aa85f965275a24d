import 'server-only';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { PAGE_SIZE } from '@/lib/shop/catalogue';
import { isPastLastPage } from '@/lib/shop/catalogue';
import { toSearchParams, type PageQuery } from '@/lib/shop/catalogue';
import { listingOfPage } from './listing-of-page';
import { cachedNewArrivals } from '@/lib/shop/data/cached-reads';
import { emptySelection, vehicleSlugs } from '@/lib/shop/catalogue';
import { listingPageMetadata } from './listing-metadata';
import { ListingLayout } from './listing-layout';
import { CAR_MODEL_GROUPS } from './filter-groups';

export async function newArrivalsListingMetadata(locale: Locale, searchParams: PageQuery): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'listing' });
  const seo = await getTranslations({ locale, namespace: 'seo' });
  // New arrivals filter by car model only.
  return listingPageMetadata(locale, { path: '/new-arrivals', searchParams, title: t('newArrivals'), description: seo('newArrivals'), groups: ['vehicle'] });
}

export async function NewArrivalsListing({ locale, searchParams }: { locale: Locale; searchParams: PageQuery }) {
  const t = await getTranslations({ locale, namespace: 'listing' });
  const { selection, sort, page } = listingOfPage(searchParams);
  // New arrivals filter by car model only (spec 001); other parameters in the URL are ignored.
  const vehicles = selection.vehicle.filter((value) => vehicleSlugs([value]).length > 0);
  const listing = await cachedNewArrivals({ selection: { ...emptySelection(), vehicle: vehicles }, sort, page, pageSize: PAGE_SIZE }, locale);
  if (isPastLastPage(page, listing.pageCount)) notFound();
  return (
    <ListingLayout
      locale={locale}
      path="/new-arrivals"
      query={toSearchParams(searchParams).toString()}
      crumbs={[{ label: t('newArrivals') }]}
      heading={t('newArrivals')}
      listing={listing}
      sort={sort}
      groups={CAR_MODEL_GROUPS}
      emptyText={t('comingSoon')}
    />
  );
}
