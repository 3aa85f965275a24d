import { formatUsd } from '@/lib/shop/cart';
import type { ProductSummary } from './types';

/** What a product card and its islands (add to cart, wishlist) read of a product. */
export type CardProduct = Pick<
  ProductSummary,
  'id' | 'slug' | 'name' | 'lang' | 'sku' | 'price' | 'originalPrice' | 'discountPercent' | 'images' | 'vehicles' | 'productType' | 'quantityLeft' | 'shipment' | 'isNew'
> & {
  /** The prices as the server wrote them in US dollars, for a card the browser draws from this data (components/ui/price.tsx). */
  usdText?: { price?: string; originalPrice?: string };
};

/**
 * The part of a product a card sends to the browser: every card's data rides in the page's RSC
 * payload, so the fields no card reads (and every image but the one it shows) stay on the server.
 */
export function cardProduct(product: CardProduct): CardProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    ...(product.lang ? { lang: product.lang } : {}),
    sku: product.sku,
    price: product.price,
    originalPrice: product.originalPrice,
    discountPercent: product.discountPercent,
    images: product.images.slice(0, 1),
    vehicles: product.vehicles,
    productType: product.productType,
    quantityLeft: product.quantityLeft,
    shipment: product.shipment,
    isNew: product.isNew,
  };
}

/**
 * A card's data for a carousel that draws its cards in the browser, with its prices already written
 * in US dollars in the page's language (`intlLocale`), so drawing them builds no Intl.NumberFormat.
 */
export function pricedCardProduct(product: CardProduct, intlLocale: string): CardProduct {
  return {
    ...cardProduct(product),
    usdText: {
      price: formatUsd(product.price, intlLocale) ?? undefined,
      originalPrice: product.originalPrice === null ? undefined : (formatUsd(product.originalPrice, intlLocale) ?? undefined),
    },
  };
}
