import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import type { ProductDetail, ProductSummary } from '@/lib/shop/catalogue';
import { isSpecialOrder } from '@/lib/shop/cart';
import { vehicleBySlug } from '@/lib/shop/catalogue';
import { plainText } from '@/lib/security/sanitize';
import { createHash } from 'node:crypto';
import type { Product, WithContext } from 'schema-dts';
import { absoluteUrl, localizedPath } from './urls';
import { describe, META_DESCRIPTION_LENGTH, OG_DESCRIPTION_LENGTH } from './text';
import { pageMetadata, shareImage } from './page-metadata';
import { returnPolicy, shippingDetails } from './merchant';
import { siteUrl } from './site';

/** The one canonical path of a product, whichever link shape (new-arrivals, hot-deals, related) led to it. */
export const productPath = (slug: string) => `/store/product/${slug}`;

/** The seller's brand: the catalogue's parts are sold under the shop's name (see docs/decisions.md). */
export const PRODUCT_BRAND = 'YPS';

/** Reviews carried in JSON-LD: enough for rich results without repeating the whole list. */
const JSON_LD_REVIEWS = 10;

export type Availability = 'InStock' | 'OutOfStock' | 'PreOrder';

export function availability(product: Pick<ProductSummary, 'quantityLeft'>): Availability {
  if (isSpecialOrder(product.quantityLeft)) return 'PreOrder';
  return product.quantityLeft > 0 ? 'InStock' : 'OutOfStock';
}

const OG_AVAILABILITY: Record<Availability, string> = { InStock: 'instock', OutOfStock: 'oos', PreOrder: 'preorder' };

const productUrl = (product: Pick<ProductSummary, 'slug'>, locale: Locale, origin: string) =>
  absoluteUrl(localizedPath(locale, productPath(product.slug)), origin);

export function productDescription(product: Pick<ProductDetail, 'descriptionHtml' | 'name'>, max = META_DESCRIPTION_LENGTH): string {
  return describe(product.descriptionHtml, max) || product.name;
}

/**
 * What the share image shows, in a short token: the image URL changes with it, so a new price
 * reaches previewers that keep an image for as long as its URL stays the same.
 */
export function shareImageVersion(product: Pick<ProductSummary, 'name' | 'price' | 'originalPrice' | 'images'>): string {
  return createHash('sha256')
    .update(JSON.stringify([product.name, product.price, product.originalPrice, product.images[0] ?? '']))
    .digest('base64url')
    .slice(0, 12);
}

type ProductMetadataText = { siteName: string; imageAlt: string };

export function productMetadata(product: Pick<ProductDetail, 'slug' | 'name' | 'descriptionHtml' | 'price' | 'originalPrice' | 'images'>, locale: Locale, text: ProductMetadataText, origin = siteUrl()): Metadata {
  const path = productPath(product.slug);
  return pageMetadata(
    {
      locale,
      path,
      title: product.name,
      description: productDescription(product, OG_DESCRIPTION_LENGTH),
      siteName: text.siteName,
      image: shareImage(locale, path, text.imageAlt, shareImageVersion(product), origin),
      ogType: 'product',
    },
    origin,
  );
}

/**
 * Open Graph product tags. Next's `openGraph.type` has no 'product' and its `other` writes
 * `name=` attributes, so the page renders these as `<meta property>` (React hoists them into <head>).
 */
export function productOpenGraphTags(product: ProductSummary): { property: string; content: string }[] {
  return [
    { property: 'og:type', content: 'product' },
    { property: 'product:price:amount', content: product.price.toFixed(2) },
    { property: 'product:price:currency', content: 'USD' },
    { property: 'product:availability', content: OG_AVAILABILITY[availability(product)] },
    ...(product.sku && product.sku !== 'N/A' ? [{ property: 'product:retailer_item_id', content: product.sku }] : []),
  ];
}

export function productJsonLd(product: ProductDetail, locale: Locale, origin = siteUrl()): WithContext<Product> {
  const sku = product.sku && product.sku !== 'N/A' ? product.sku : undefined;
  const { averageRating, totalReviews } = product.reviewStats;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(sku ? { sku, mpn: sku } : {}),
    image: product.images.map((image) => absoluteUrl(image, origin)),
    description: productDescription(product, 5000),
    brand: { '@type': 'Brand', name: PRODUCT_BRAND },
    category: product.productType,
    // The vehicles it fits, as the catalogue names them; a part that fits every vehicle names none.
    ...(product.vehicles.length
      ? { isAccessoryOrSparePartFor: product.vehicles.map((slug) => ({ '@type': 'Car' as const, name: vehicleBySlug(slug)?.label ?? slug, brand: { '@type': 'Brand' as const, name: 'Toyota' } })) }
      : {}),
    offers: {
      '@type': 'Offer',
      url: productUrl(product, locale, origin),
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      ...(product.originalPrice !== null
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: product.originalPrice.toFixed(2),
              priceCurrency: 'USD',
            },
          }
        : {}),
      availability: `https://schema.org/${availability(product)}`,
      // Garage-sale parts are open-box, demo or blemished (spec 001).
      itemCondition: product.garageSale ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      shippingDetails: shippingDetails(product.shipment),
      hasMerchantReturnPolicy: returnPolicy(product.garageSale),
    },
    ...(totalReviews > 0
      ? {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: averageRating, reviewCount: totalReviews, bestRating: 5, worstRating: 1 },
          review: product.reviews.slice(0, JSON_LD_REVIEWS).map((review) => ({
            '@type': 'Review',
            name: plainText(review.title),
            reviewBody: plainText(review.experience),
            datePublished: review.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: plainText(review.name) },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
