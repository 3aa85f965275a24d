'use client';
/**
 * The product page's review islands (the form buttons, sorting, reactions), hydrated once their code
 * has arrived rather than with the page: they sit below the fold, and their code (about 1.7 KB gzip)
 * then leaves the page's first load. `#reviews-islands` (package.json `imports`) is the lazy
 * components in the browser and the components themselves in server rendering; the product page
 * gives them one `Activity` boundary, which React hydrates on its own like a Suspense boundary but
 * the server never streams (a Suspense boundary there did: the page's payload arrives in parts).
 * See docs/decisions-jsbudget.md.
 */
export { ReviewsArea, SortedList, ReactionButtons } from '#reviews-islands';
