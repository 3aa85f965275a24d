import { lazy, type ComponentProps } from 'react';
import type * as Islands from './islands-now';

// One chunk for the three: hydration reaches them together. If it cannot be fetched the boundary keeps
// the server's HTML, as a page without JavaScript shows it, rather than turning into the page's error view.
const load = () => import('./islands-now').catch(() => new Promise<never>(() => {}));
const LazyReviewsArea = lazy(() => load().then((loaded) => ({ default: loaded.ReviewsArea })));
const LazySortedList = lazy(() => load().then((loaded) => ({ default: loaded.SortedList })));
const LazyReactionButtons = lazy(() => load().then((loaded) => ({ default: loaded.ReactionButtons })));

/*
 * The reviews' islands in the browser (`#reviews-islands`): their code is fetched when hydration
 * reaches them, and React keeps the server's HTML of their boundary (the product page's `Activity`)
 * until it has arrived, replaying a press made meanwhile. Server rendering takes `islands-now.ts`,
 * so the HTML is whole and nothing streams. Each is a function around its lazy component: the
 * page's payload hands client components over as lazy values already, and React does not take a
 * lazy value that resolves to another.
 */
const DeferredReviewsArea = (props: ComponentProps<typeof Islands.ReviewsArea>) => <LazyReviewsArea {...props} />;
const DeferredSortedList = ((props: ComponentProps<typeof Islands.SortedList>) => <LazySortedList {...props} />) as typeof Islands.SortedList;
const DeferredReactionButtons = (props: ComponentProps<typeof Islands.ReactionButtons>) => <LazyReactionButtons {...props} />;

// Under the names `#reviews-islands` promises on either side of its condition.
export { DeferredReviewsArea as ReviewsArea, DeferredSortedList as SortedList, DeferredReactionButtons as ReactionButtons };
