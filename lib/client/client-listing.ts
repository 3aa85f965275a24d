import { fitsAny, vehicleByLabel } from '@/lib/shop/catalogue';
import type { SortOrder } from '@/lib/shop/catalogue';
import { pageOf, sortProducts } from '@/lib/shop/catalogue';
import { productSlug } from '@/lib/shop/catalogue';
import type { WishlistEntry } from '@/lib/client/stores/wishlist-entry';
import type { ListingPage, ProductSummary } from '@/lib/shop/catalogue';

/** Lists kept in the browser (wishlist, recently viewed) are sorted, filtered and paged in memory. */
export function clientListingPage(items: readonly ProductSummary[], options: { vehicles: string[]; sort: SortOrder; page: number }): ListingPage {
  const vehicles = options.vehicles.flatMap((label) => vehicleByLabel(label)?.slug ?? []);
  const matching = vehicles.length ? items.filter((item) => fitsAny(item.vehicles, vehicles)) : items;
  return pageOf(sortProducts(matching, options.sort), options.page);
}

/**
 * A wishlist entry keeps what the original shop stored; the card needs a product. The stored
 * price is only a stand-in: `withCurrent` replaces it with today's when the shop answers.
 */
export function productFromWishlist(entry: WishlistEntry): ProductSummary {
  return {
    id: entry.product_id,
    slug: entry.slug || productSlug(entry.product_name),
    name: entry.product_name,
    sku: entry.sku,
    price: entry.price,
    originalPrice: null,
    discountPercent: 0,
    images: entry.image ? [entry.image] : [],
    alt: entry.product_name,
    // Before the garage an entry kept one label ('Unknown' when there was none): a part of no vehicle the shop knows fits none of the shopper's.
    vehicles: entry.vehicles ?? [vehicleByLabel(entry.car_model)?.slug ?? entry.car_model],
    carBrand: '',
    productType: entry.category,
    category: null,
    fitPosition: '',
    performancePart: false,
    quantityLeft: entry.quantity_left,
    shipment: '',
    garageSale: false,
    isNew: false,
    createdAt: '',
  };
}

/**
 * A saved list as it is today: each product the shop still knows shows its current price, discount
 * and stock; one it does not return keeps what was saved, in the saved order.
 */
export function withCurrent(saved: readonly ProductSummary[], current: readonly ProductSummary[]): ProductSummary[] {
  const byId = new Map(current.map((product) => [product.id, product]));
  return saved.map((product) => byId.get(product.id) ?? product);
}
