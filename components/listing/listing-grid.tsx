import type { ReactNode } from 'react';
import { ProductSkeletons } from './product-skeleton';

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
  if (pending) return <ProductSkeletons label={loadingLabel} />;
  if (count === 0) return <>{empty}</>;
  return (
    <ul data-view={list ? 'list' : 'grid'} className="card-grid" data-testid="listing-results">
      {children}
    </ul>
  );
}
