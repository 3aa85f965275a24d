import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { titleFromSlug } from '@/lib/shop/catalogue';
import { PAGE_SIZE } from '@/lib/shop/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { listingBreadcrumb, type CrumbLabel } from '@/lib/shop/catalogue';
import { isPastLastPage } from '@/lib/shop/catalogue';
import { toSearchParams, type PageQuery } from '@/lib/shop/catalogue';
import { listingOfPage } from './listing-of-page';
import { cachedFilter } from '@/lib/shop/data/cached-reads';
import { catalogueGroups } from './filter-groups';
import { listingHeading } from './heading';
import { ListingLayout } from './listing-layout';

async function crumbLabeler(locale: Locale) {
  const sections = await getTranslations({ locale, namespace: 'listing.sections' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  return (label: CrumbLabel) =>
    label.kind === 'section' ? sections(label.slug) : label.kind === 'vehicle' ? vehicles(label.slug) : titleFromSlug(label.slug);
}

/** store/products and every path below it: the path makes the breadcrumb, the query string the filter. */
export async function CatalogueListing({ locale, segments, searchParams }: { locale: Locale; segments: string[]; searchParams: PageQuery }) {
  const t = await getTranslations({ locale, namespace: 'listing' });
  const { selection, sort, page } = listingOfPage(searchParams);
  const listing = await cachedFilter({ selection, sort, page, pageSize: PAGE_SIZE }, locale);
  if (isPastLastPage(page, listing.pageCount)) notFound();
  const label = await crumbLabeler(locale);
  const crumbs = [
    { label: t('products'), href: segments.length ? '/store/products' : null },
    ...listingBreadcrumb(segments).map((crumb) => ({ label: label(crumb.label), href: crumb.href })),
  ];
  return (
    <ListingLayout
      locale={locale}
      path={segments.length ? `/store/products/${segments.join('/')}` : '/store/products'}
      query={toSearchParams(searchParams).toString()}
      crumbs={crumbs}
      heading={await listingHeading(locale, selection)}
      listing={listing}
      sort={sort}
      groups={catalogueGroups(selection)}
      emptyText={t('comingSoon')}
    />
  );
}
