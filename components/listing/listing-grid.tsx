import { lazy, Suspense, type ReactNode } from 'react';

// Skeletons show only once a sort, filter or page change is on its way, so their code comes then;
// until it has, the grid's place is an empty busy list with the same name.
const ProductSkeletons = lazy(() => import('./product-skeleton').then((loaded) => ({ default: loaded.ProductSkeletons })));

type ListingGridProps = {
  /** The shopper's stored view; the cards follow it through `data-view` (app/globals.css). */
  list: boolean;
  pending: boolean;
  loadingLabel: string;
  count: number;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
  /** The cards, each in its `<li>`: rendered by the server on URL listings, in the browser on stored lists. */
  children: ReactNode;
};

export function ListingGrid({ list, pending, loadingLabel, count, empty, children }: ListingGridProps) {
  if (pending) {
    return (
      <Suspense fallback={<ul aria-busy="true" aria-label={loadingLabel} className="card-grid" />}>
        <ProductSkeletons label={loadingLabel} />
      </Suspense>
    );
  }
  if (count === 0) return <>{empty}</>;
  return (
    <ul data-view={list ? 'list' : 'grid'} className="card-grid" data-testid="listing-results">
      {children}
    </ul>
  );
}
