'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from '#intl';
import { toggleValue, parseSelection } from '@/lib/shop/catalogue';
import { clientListingPage } from '@/lib/client/client-listing';
import { useListView, useSortOrder } from '@/lib/client/stores/listing-preferences';
import type { ProductSummary } from '@/lib/shop/catalogue';
import { FilterDrawer } from './filter-drawer';
import { useCurrentProducts } from './use-current-products';
import { CAR_MODEL_GROUPS } from './filter-groups';
import { labelFilterGroups } from './filter-labels';
import { ListingPagination } from './listing-pagination';
import { ListingResults } from './listing-results';
import { ListingToolbar } from './listing-toolbar';

type StoredListingProps = {
  products: ProductSummary[];
  /** False until the browser store has been read: skeletons, not a false "empty". */
  ready: boolean;
  emptyText: string;
  action?: (product: ProductSummary) => ReactNode;
};

/** The listing layout for lists kept in the browser: at today's prices, sorted, filtered and paged in memory. */
export function StoredListing({ products: saved, ready: savedReady, emptyText, action }: StoredListingProps) {
  const { products, ready } = useCurrentProducts(saved, savedReady);
  const t = useTranslations('listing');
  const groupNames = useTranslations('listing.groups');
  const values = useTranslations('listing.values');
  const vehicles = useTranslations('vehicles');
  const groups = labelFilterGroups(CAR_MODEL_GROUPS, groupNames, values, vehicles);
  const list = useListView((state) => state.value);
  const chooseView = useListView((state) => state.choose);
  const sort = useSortOrder((state) => state.value);
  const chooseSort = useSortOrder((state) => state.choose);
  // The same query-string shape as the server listings, kept in state: these pages are private to the browser.
  const [filters, setFilters] = useState(() => new URLSearchParams());
  const [page, setPage] = useState(1);
  const selection = parseSelection(filters);
  const result = clientListingPage(products, { vehicles: selection.vehicle, sort, page });

  return (
    <>
      <ListingToolbar
        list={list}
        onListChange={chooseView}
        sort={sort}
        onSortChange={(next) => {
          chooseSort(next);
          setPage(1);
        }}
        countText={t('count', { count: result.total })}
        filters={
          <FilterDrawer
            groups={groups}
            selected={selection}
            onToggle={(key, value) => {
              setFilters((current) => toggleValue(current, key, value));
              setPage(1);
            }}
          />
        }
      />
      <ListingResults
        items={result.items}
        list={list}
        pending={!ready}
        action={action}
        empty={<p className="py-16 text-center text-lg font-semibold text-muted">{emptyText}</p>}
      />
      <ListingPagination
        page={result.page}
        pageCount={result.pageCount}
        onChange={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
