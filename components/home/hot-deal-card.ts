import type { CardProduct } from '@/lib/shop/catalogue';

/** Cards side by side in a hot-deal carousel, at every width: the server renders this many. */
export const HOT_DEALS_PER_VIEW = 2;

/** A hot deal past the first view, as data: the card's product and where it links. */
export type HotDealCard = { product: CardProduct; href: string };
