import type { CardProduct } from '@/lib/shop/catalogue';

/** Related cards side by side at every width: the server renders this many. */
export const RELATED_PER_VIEW = 2;

/** A related product past the first view, as the data its card is drawn from. */
export type RelatedCard = CardProduct;

/** Where a related card links: the related link shape keeps the visit's breadcrumbs. */
export const relatedHref = (product: CardProduct) => `/related/${product.slug}`;
