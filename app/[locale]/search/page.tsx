import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { pageOf, sortProducts } from '@/lib/shop/catalogue';
import { parseListingParams, toSearchParams } from '@/lib/shop/catalogue';
import { searchQueryOf } from '@/lib/shop/search';
import { cachedSearch } from '@/lib/shop/data/cached-reads';
import { vehicleSlugs } from '@/lib/shop/catalogue';
import { ListingLayout } from '@/components/listing/listing-layout';
import { CAR_MODEL_GROUPS } from '@/components/listing/filter-groups';
import { catalogueQuery } from '@/lib/shop/search/server';
import { searchCanonicalPath } from '@/lib/shop/catalogue';
import { localizedMetadata } from '@/lib/seo/metadata';

/** Ten pages of results; a search that needs more is better narrowed by a word or a vehicle. */
const SEARCH_LIMIT = 140;

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/search'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'search' });
  const seo = await getTranslations({ locale, namespace: 'seo' });
  const query = searchQueryOf(await searchParams);
  return localizedMetadata({
    locale: locale as Locale,
    path: searchCanonicalPath(query),
    title: query ? t('resultsFor', { query }) : t('breadcrumb'),
    description: query ? seo('search', { query }) : seo('searchEmpty'),
    // Results pages are thin copies of listings: kept out of the index, their links followed.
    index: false,
  });
}

async function SearchPageContent({ params, searchParams }: PageProps<'/[locale]/search'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'search' });
  const raw = await searchParams;
  const query = searchQueryOf(raw);
  const { selection, sort, page } = parseListingParams(raw);
  const vehicles = vehicleSlugs(selection.carModels);
  // One vehicle narrows the search in the database; several are applied to the results.
  const found = query
    ? await cachedSearch(catalogueQuery(query), { carModel: vehicles.length === 1 ? vehicles[0] : null, limit: SEARCH_LIMIT, locale: locale as Locale })
    : [];
  const matching = vehicles.length > 1 ? found.filter((product) => vehicles.includes(product.vehicle)) : found;
  return (
    <ListingLayout
      locale={locale as Locale}
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
