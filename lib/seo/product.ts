import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import type { ProductDetail, ProductSummary } from '@/lib/shop/types';
import { isSpecialOrder } from '@/lib/pricing/stock';
import { plainText } from '@/lib/html/sanitize';
import { absoluteUrl, languageAlternates, localizedPath } from './urls';
import { describe, META_DESCRIPTION_LENGTH, OG_DESCRIPTION_LENGTH } from './text';
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

export function productMetadata(product: ProductDetail, locale: Locale, origin = siteUrl()): Metadata {
  const url = productUrl(product, locale, origin);
  const images = product.images.slice(0, 4).map((image) => ({ url: absoluteUrl(image, origin), alt: product.alt || product.name }));
  const ogDescription = productDescription(product, OG_DESCRIPTION_LENGTH);
  return {
    title: product.name,
    description: productDescription(product),
    alternates: { canonical: url, languages: languageAlternates(productPath(product.slug), origin) },
    openGraph: { title: product.name, description: ogDescription, url, images, locale },
    twitter: { card: 'summary_large_image', title: product.name, description: ogDescription, images: images.slice(0, 1).map((image) => image.url) },
  };
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

export function productJsonLd(product: ProductDetail, locale: Locale, origin = siteUrl()) {
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
    offers: {
      '@type': 'Offer',
      url: productUrl(product, locale, origin),
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: `https://schema.org/${availability(product)}`,
      itemCondition: 'https://schema.org/NewCondition',
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
