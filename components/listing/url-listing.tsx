'use client';
import { Activity, useEffect, useOptimistic, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from '#intl';
import { parseSelection, toggleValue, type SelectionKey } from '@/lib/shop/catalogue';
import type { SortOrder } from '@/lib/shop/catalogue';
import { hasSort, hrefWith, pageHref, paramsOutsideForm, sortHref } from '@/lib/shop/catalogue';
import { useListView, useSortOrder } from '@/lib/client/stores/listing-preferences';
import type { ListingPage } from '@/lib/shop/catalogue';
import { FilterDrawer } from './filter-drawer';
import type { LabeledFilterGroup } from './filter-labels';
import { ListingNavigationProvider, useListingNavigation } from './listing-navigation';
// Hydrated once its code has arrived: components/listing/pagination-deferred.tsx.
import { ListingPagination } from '#listing-pagination';
import { ListingGrid } from './listing-grid';
import { ListingToolbar } from './listing-toolbar';
import { NarrowOffer } from '@/components/garage/garage-islands';

type UrlListingProps = {
  /** The listing's address without language prefix or query, and the query it was rendered for. */
  path: string;
  query: string;
  /**
   * The page's place in the listing, with how many match in words: written by the server, since a
   * plural message built in the browser costs a phone ICU's start during hydration ("Hydration builds
   * no Intl object" in docs/decisions.md). Its products arrive as `cards`.
   */
  listing: Pick<ListingPage, 'page' | 'pageCount'> & { countText: string };
  /** The server-rendered cards, each in its `<li>`, and how many. */
  cards: ReactNode;
  count: number;
  sort: SortOrder;
  groups: readonly LabeledFilterGroup[];
  emptyText: string;
  /** The server's links that remove each filter of the address (filter-chips.tsx). */
  chips: ReactNode;
  /** The catalogue's label of each vehicle by slug, for "only parts for my ...". */
  vehicleLabels: Record<string, string>;
};

/**
 * The interactive half of a server-rendered listing: every control is a URL change. The server
 * names the address and query: a cached listing is rendered at an internal address, where the
 * router's own pathname and search params are not the shopper's.
 */
export function UrlListing(props: UrlListingProps) {
  return (
    <ListingNavigationProvider>
      <UrlListingControls {...props} />
    </ListingNavigationProvider>
  );
}

/**
 * The last filter tick or sort change, while its page is on the way. A cached listing is a
 * different route segment per query, so the page it leads to (or from) mounts anew: its drawer
 * would close under the shopper's pointer and keyboard focus would drop to the page. The new
 * listing reopens the drawer at the same checkbox, or focuses the sort box. Module state,
 * because no component lives through that change; it is only ever set in the browser.
 */
type Control = { path: string; key: SelectionKey; value: string } | { path: string; sortBox: true };
let lastControl: Control | null = null;

function UrlListingControls({ path: pathname, query: rendered, listing, cards, count, sort, groups, emptyText, chips, vehicleLabels }: UrlListingProps) {
  const t = useTranslations('listing');
  const { pending, navigate } = useListingNavigation();
  const list = useListView((state) => state.value);
  const chooseView = useListView((state) => state.choose);
  const chooseSort = useSortOrder((state) => state.choose);
  const rememberedSort = useSortOrder((state) => (state.hydrated ? state.value : null));
  // Ticked boxes follow the URL, but show a click at once while the server renders the new page;
  // a second click before it arrives builds on the first.
  const [query, setQuery] = useOptimistic(rendered);
  const current = () => new URLSearchParams(query);
  const selection = parseSelection(current());
  const [cameFrom] = useState(() => (lastControl?.path === pathname ? lastControl : null));
  // Whether this listing mounted for the change or the change updated it in place, it is spent once the page is here.
  useEffect(() => {
    lastControl = null;
  }, [rendered]);

  // A first visit without a sort in the URL takes the shopper's remembered order.
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || rememberedSort === null) return;
    applied.current = true;
    // The address bar, not the rendered query: a cached listing's query leaves out a `sort=featured` the shopper chose.
    if (hasSort(new URLSearchParams(window.location.search))) return;
    if (rememberedSort !== 'featured') navigate(sortHref(pathname, new URLSearchParams(rendered), rememberedSort), { replace: true });
  }, [rememberedSort, rendered, pathname, navigate]);

  // Without JavaScript the toolbar is a plain GET form, as the pagination is plain links.
  const carried = paramsOutsideForm(current(), groups.map((group) => group.key), { sort: true });

  return (
    <>
      <form method="get" onSubmit={(event) => event.preventDefault()}>
        {carried.map(([key, value], index) => (
          <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
        ))}
        <ListingToolbar
          submittable
          list={list}
          onListChange={chooseView}
          sort={sort}
          focusSort={cameFrom !== null && 'sortBox' in cameFrom}
          onSortChange={(next) => {
            lastControl = { path: pathname, sortBox: true };
            chooseSort(next);
            navigate(sortHref(pathname, current(), next));
          }}
          countText={listing.countText}
          filters={
            <FilterDrawer
              submittable
              groups={groups}
              selected={selection}
              pending={pending}
              openAt={cameFrom && 'value' in cameFrom ? cameFrom : null}
              onToggle={(key, value) => {
                lastControl = { path: pathname, key, value };
                const next = toggleValue(current(), key, value);
                navigate(hrefWith(pathname, next), { replace: true, optimistic: () => setQuery(next.toString()) });
              }}
            />
          }
        />
      </form>
      <div className="-mt-2 mb-3 space-y-2">
        {chips}
        {/* A line of its own, there before the garage is read: the offer drawn after the first paint moves nothing. */}
        <p className="flex min-h-7 items-center">
          <NarrowOffer path={pathname} query={rendered} labels={vehicleLabels} />
        </p>
      </div>
      <ListingGrid list={list} pending={pending} loadingLabel={t('loading')} count={count} empty={<p className="py-16 text-center text-xl font-bold text-muted">{emptyText}</p>}>
        {cards}
      </ListingGrid>
      {!pending && (
        <Activity>
          <ListingPagination
            page={listing.page}
            pageCount={listing.pageCount}
            hrefFor={(page) => pageHref(pathname, current(), page)}
            onChange={(page) => navigate(pageHref(pathname, current(), page), { toTop: true })}
          />
        </Activity>
      )}
      <p className="sr-only" aria-live="polite">
        {pending ? t('loading') : ''}
      </p>
    </>
  );
}
