import { ScopedMessages } from '@/components/layout/scoped-messages';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs';
import { jsonLdScript } from '@/lib/seo/json-ld';
import type { SortOrder } from '@/lib/shop/catalogue';
import type { ListingPage } from '@/lib/shop/catalogue';
import { Breadcrumb, type Crumb } from './breadcrumb';
import type { FilterGroup } from './filter-groups';
import { labelFilterGroups } from './filter-labels';
import { ProductCard } from '@/components/catalog/product-card';
import { UrlListing } from './url-listing';
import { FilterChips } from './filter-chips';
import { vehicleLabels } from '@/components/garage/vehicle-labels';

type ListingLayoutProps = {
  locale: Locale;
  /** The listing's address without language prefix or query, and the query it shows. */
  path: string;
  query: string;
  crumbs: Crumb[];
  heading: string;
  /** A line under the heading (the garage sale's terms). */
  note?: ReactNode;
  listing: ListingPage;
  sort: SortOrder;
  groups: readonly FilterGroup[];
  emptyText: string;
};

/**
 * One layout for every product listing: the products are in the first HTML, controls hydrate on top.
 * The cards are server components handed to the controls' island, so their code (and next/image's)
 * stays out of the browser's first load.
 */
export async function ListingLayout({ locale, path, query, crumbs, heading, note, listing, sort, groups, emptyText }: ListingLayoutProps) {
  const t = await getTranslations({ locale, namespace: 'listing' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const [groupNames, values, vehicles, garage] = await Promise.all([
    getTranslations({ locale, namespace: 'listing.groups' }),
    getTranslations({ locale, namespace: 'listing.values' }),
    getTranslations({ locale, namespace: 'vehicles' }),
    getTranslations({ locale, namespace: 'garage' }),
  ]);
  const trail = [{ label: common('home'), href: '/' }, ...crumbs];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumb crumbs={trail} label={t('breadcrumb')} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(breadcrumbJsonLd(trail, locale)) }} />
      <h1 className="mb-2 text-2xl font-black uppercase tracking-tight sm:text-3xl">{heading}</h1>
      {note && <div className="mb-4 text-sm text-muted">{note}</div>}
      <ScopedMessages locale={locale} namespaces={['listing']} withLayout>
        <UrlListing
          path={path}
          query={query}
          listing={{ countText: t('count', { count: listing.total }), page: listing.page, pageCount: listing.pageCount }}
          cards={listing.items.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={index < 4} headingLevel={2} />
            </li>
          ))}
          count={listing.items.length}
          sort={sort}
          groups={labelFilterGroups(groups, groupNames, values, vehicles)}
          emptyText={emptyText}
          chips={<FilterChips path={path} query={query} values={values} vehicles={vehicles} labels={{ list: garage('filtersApplied'), remove: (value) => garage('removeFilter', { value }) }} />}
          vehicleLabels={vehicleLabels()}
        />
      </ScopedMessages>
    </div>
  );
}
