/** The reviews' islands as they are: what server rendering draws (`#reviews-islands` outside the browser). */
export { ReviewsArea } from './reviews-area';
export { SortedList } from './sorted-list';
export { ReactionButtons } from './reaction-buttons';
