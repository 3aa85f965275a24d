import 'server-only';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { PAGE_SIZE } from '@/lib/shop/catalogue';
import { isPastLastPage } from '@/lib/shop/catalogue';
import { toSearchParams, type PageQuery } from '@/lib/shop/catalogue';
import { listingOfPage } from './listing-of-page';
import { cachedGarageSale } from '@/lib/shop/data/cached-reads';
import { listingPageMetadata } from './listing-metadata';
import { ListingLayout } from './listing-layout';
import { catalogueGroups } from './filter-groups';
import { valueLabeler } from './heading';

export async function garageSaleListingMetadata(locale: Locale, searchParams: PageQuery): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'listing' });
  const seo = await getTranslations({ locale, namespace: 'seo' });
  return listingPageMetadata(locale, { path: '/garage-sale/store', searchParams, title: t('garageSale'), description: seo('garageSaleStore') });
}

/** The garage-sale store: the catalogue listing's filters over the garage-sale items. */
export async function GarageSaleListing({ locale, searchParams }: { locale: Locale; searchParams: PageQuery }) {
  const t = await getTranslations({ locale, namespace: 'listing' });
  const label = await valueLabeler(locale);
  const { selection, sort, page } = listingOfPage(searchParams);
  const listing = await cachedGarageSale({ selection, sort, page, pageSize: PAGE_SIZE }, locale);
  if (isPastLastPage(page, listing.pageCount)) notFound();
  const vehicle = selection.vehicle.length === 1 ? [{ label: label(selection.vehicle[0]) }] : [];
  return (
    <ListingLayout
      locale={locale}
      path="/garage-sale/store"
      query={toSearchParams(searchParams).toString()}
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
