import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageOf, sortProducts } from '@/lib/shop/catalogue';
import { toSearchParams } from '@/lib/shop/catalogue';
import { matchingVehicles, searchPageOf } from '@/lib/shop/search';
import { pagedTitle } from '@/components/listing/listing-metadata';
import { cachedSearch } from '@/lib/shop/data/cached-reads';
import { ListingLayout } from '@/components/listing/listing-layout';
import { CAR_MODEL_GROUPS } from '@/components/listing/filter-groups';
import { catalogueQuery } from '@/lib/shop/search/server';
import { searchCanonicalPath } from '@/lib/shop/catalogue';
import { localizedMetadata } from '@/lib/seo/metadata';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/search'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'search' });
  const seo = await getTranslations({ locale, namespace: 'seo' });
  const { query, page } = searchPageOf(await searchParams);
  return localizedMetadata({
    locale: locale,
    path: searchCanonicalPath(query, page),
    title: await pagedTitle(locale, query ? t('resultsFor', { query }) : t('breadcrumb'), page),
    description: query ? seo('search', { query }) : seo('searchEmpty'),
    // Results pages are thin copies of listings: kept out of the index, their links followed.
    index: false,
  });
}

async function SearchPageContent({ params, searchParams }: PageProps<'/[locale]/search'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'search' });
  const raw = await searchParams;
  const { query, vehicles, options, sort, page } = searchPageOf(raw);
  const found = query ? await cachedSearch(catalogueQuery(query), { ...options, locale }) : [];
  const matching = matchingVehicles(found, vehicles);
  return (
    <ListingLayout
      locale={locale}
      path="/search"
      query={toSearchParams(raw).toString()}
      crumbs={[{ label: t('breadcrumb') }, ...(query ? [{ label: `"${query}"` }] : [])]}
      heading={query ? t('resultsFor', { query }) : t('breadcrumb')}
      listing={pageOf(sortProducts(matching, sort), page)}
      sort={sort}
      groups={CAR_MODEL_GROUPS}
      emptyText={query ? t('noMatch', { query }) : t('emptyQuery')}
    />
  );
}

// The page reads its query string, which exists only per request: it renders whole on each
// request (from cached data) rather than streaming into a Suspense boundary, so a browser or
// crawler without JavaScript gets the products and paging in the first HTML.
export const instant = false;

export default function SearchPage(props: PageProps<'/[locale]/search'>) {
  return <SearchPageContent {...props} />;
}
