import { lazy, type ComponentProps } from 'react';
import type { ListingPagination as Pagination } from './listing-pagination';

// If the code cannot be fetched the server's links stay (plain addresses), rather than the page's error view.
const LazyPagination = lazy(() =>
  import('./listing-pagination').then(
    (loaded) => ({ default: loaded.ListingPagination }),
    () => new Promise<never>(() => {}),
  ),
);

/**
 * The listing's page links in the browser (`#listing-pagination`): below the cards, so their code is
 * fetched when hydration reaches them, inside the listing's `Activity` boundary, which keeps the
 * server's links (plain addresses, followed by the browser meanwhile) until it has arrived.
 */
const DeferredPagination = (props: ComponentProps<typeof Pagination>) => <LazyPagination {...props} />;

// Under the name `#listing-pagination` promises on either side of its condition.
export { DeferredPagination as ListingPagination };
