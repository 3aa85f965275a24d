import type { ProductSummary } from '@/lib/shop/types';

/** What a product card and its islands (add to cart, wishlist) read of a product. */
export type CardProduct = Pick<
  ProductSummary,
  'id' | 'slug' | 'name' | 'sku' | 'price' | 'originalPrice' | 'discountPercent' | 'images' | 'vehicle' | 'productType' | 'quantityLeft' | 'shipment' | 'isNew'
>;

/**
 * The part of a product a card sends to the browser: every card's data rides in the page's RSC
 * payload, so the fields no card reads (and every image but the one it shows) stay on the server.
 */
export function cardProduct(product: CardProduct): CardProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    price: product.price,
    originalPrice: product.originalPrice,
    discountPercent: product.discountPercent,
    images: product.images.slice(0, 1),
    vehicle: product.vehicle,
    productType: product.productType,
    quantityLeft: product.quantityLeft,
    shipment: product.shipment,
    isNew: product.isNew,
  };
}
