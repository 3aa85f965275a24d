import { lazy } from 'react';

// One chunk for the three: hydration reaches them together.
const load = () => import('./islands-now');

/**
 * The reviews' islands in the browser (`#reviews-islands`): their code is fetched when hydration
 * reaches them, and React keeps the server's HTML of their boundary (the product page's `Activity`)
 * until it has arrived, replaying a press made meanwhile. Server rendering takes `islands-now.ts`,
 * so the HTML is whole and nothing streams.
 */
export const ReviewsArea = lazy(() => load().then((loaded) => ({ default: loaded.ReviewsArea })));
export const SortedList = lazy(() => load().then((loaded) => ({ default: loaded.SortedList })));
export const ReactionButtons = lazy(() => load().then((loaded) => ({ default: loaded.ReactionButtons })));
