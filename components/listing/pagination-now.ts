/** The listing's page links as they are: what server rendering draws (`#listing-pagination` outside the browser). */
export { ListingPagination } from './listing-pagination';
