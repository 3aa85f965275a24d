import 'server-only';
import { notFound } from 'next/navigation';
import { cacheLife, cacheTag } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { formatUsd } from '@/lib/shop/cart';
import { INTL_LOCALE, isLocale, type Locale } from '@/lib/i18n/routing';
import { cutAtWord } from '@/lib/seo/text';
import { photoDataUrl } from '@/lib/seo/share-image/photo';
import { pngResponse, renderShareImage } from '@/lib/seo/share-image/render';
import { cachedProduct, type CatalogueProduct } from '@/lib/shop/data/cached-reads';
import { CATALOGUE_TAG, productTag } from '@/lib/shop/common/tags';
import { PageShareCard, ProductShareCard, type PageCardText, type ProductCardText } from './share-cards';

const NAME_LENGTH = 90;
const DESCRIPTION_LENGTH = 150;
const PHOTO_SIZE = { width: 520, height: 520 };
/** Longer ids are not product names (as lib/shop/data/product-page.ts). */
const MAX_SLUG_LENGTH = 300;

/** Every word a card shows, for choosing the fonts that draw them. */
const cardText = (text: Record<string, string | null>) => Object.values(text).join(' ');

async function shopText(locale: Locale) {
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const seo = await getTranslations({ locale, namespace: 'seo' });
  return { siteName: meta('siteName'), tagline: seo('imageTagline'), seo };
}

async function drawProductCard(locale: Locale, product: CatalogueProduct): Promise<string> {
  const { siteName, tagline, seo } = await shopText(locale);
  const usd = (amount: number) => formatUsd(amount, INTL_LOCALE[locale]) ?? '';
  const discounted = product.originalPrice !== null;
  const text: ProductCardText = {
    siteName,
    tagline,
    name: cutAtWord(product.name, NAME_LENGTH),
    price: usd(product.price),
    original: discounted ? usd(product.originalPrice ?? 0) : null,
    discount: discounted ? seo('imageDiscount', { percent: product.discountPercent }) : null,
  };
  const image = await renderShareImage(<ProductShareCard text={text} photo={await photoDataUrl(product.images[0], PHOTO_SIZE)} />, cardText(text));
  return Buffer.from(await image.arrayBuffer()).toString('base64');
}

/** Kept with the product's tag, so the write that changes its price or photo has it drawn again. */
async function cachedProductCard(locale: Locale, slug: string): Promise<string | null> {
  'use cache';
  const product = await cachedProduct(slug, locale);
  cacheLife('catalogue');
  cacheTag(CATALOGUE_TAG, ...(product ? [productTag(product.id)] : []));
  return product ? drawProductCard(locale, product) : null;
}

/** A product's share image: photo, name, price in USD with the discount, the shop's mark, in the page's language. */
export async function productShareImage(locale: string, slug: string) {
  const png = isLocale(locale) && slug.length <= MAX_SLUG_LENGTH ? await cachedProductCard(locale, slug) : null;
  if (!png) notFound();
  return pngResponse(png);
}

/** A landing page's (or the shop's) share image: its title and description beside the shop's mark. */
export async function pageShareImage(locale: string, page: { title: string; description: string } | null) {
  if (!page || !isLocale(locale)) notFound();
  const { siteName, tagline } = await shopText(locale);
  const text: PageCardText = { siteName, tagline, title: page.title, description: cutAtWord(page.description, DESCRIPTION_LENGTH) };
  return renderShareImage(<PageShareCard text={text} />, cardText(text));
}
