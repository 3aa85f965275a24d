import 'server-only';
import { notFound } from 'next/navigation';
import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { formatUsd } from '@/lib/currency/format';
import { INTL_LOCALE, isLocale, type Locale } from '@/lib/i18n/routing';
import { loadProduct } from '@/lib/product/load';
import { cutAtWord } from '@/lib/seo/text';
import { photoDataUrl } from '@/lib/seo/share-image/photo';
import { pngResponse, renderShareImage } from '@/lib/seo/share-image/render';
import { shareImageVersion } from '@/lib/seo/product';
import { CATALOGUE_TAG, productTag } from '@/lib/shop/tags';
import type { ProductDetail } from '@/lib/shop/types';
import { PageShareCard, ProductShareCard } from './share-cards';

const NAME_LENGTH = 90;
const DESCRIPTION_LENGTH = 150;
const PHOTO_SIZE = { width: 520, height: 520 };

async function shopText(locale: Locale) {
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const seo = await getTranslations({ locale, namespace: 'seo' });
  return { siteName: meta('siteName'), tagline: seo('imageTagline'), seo };
}

async function drawProductCard(locale: Locale, product: ProductDetail): Promise<string> {
  const { siteName, tagline, seo } = await shopText(locale);
  const usd = (amount: number) => formatUsd(amount, INTL_LOCALE[locale]) ?? '';
  const discounted = product.originalPrice !== null;
  const image = await renderShareImage(
    <ProductShareCard
      text={{
        siteName,
        tagline,
        name: cutAtWord(product.name, NAME_LENGTH),
        price: usd(product.price),
        original: discounted ? usd(product.originalPrice ?? 0) : null,
        discount: discounted ? seo('imageDiscount', { percent: product.discountPercent }) : null,
      }}
      photo={await photoDataUrl(product.images[0], PHOTO_SIZE)}
    />,
  );
  return Buffer.from(await image.arrayBuffer()).toString('base64');
}

/** Drawn images are kept a day at most, and dropped at once when the product changes (its tag). */
const PRODUCT_IMAGE_SECONDS = 24 * 3600;

/**
 * A product's share image: photo, name, price in USD with the discount, the shop's mark, in the
 * page's language. Kept with the product's tag, so a new price or photo draws it again.
 */
export async function productShareImage(locale: string, slug: string) {
  const product = isLocale(locale) ? await loadProduct(slug) : null;
  if (!product || !isLocale(locale)) notFound();
  const cached = unstable_cache(() => drawProductCard(locale, product), ['share-image', locale, product.slug, shareImageVersion(product)], {
    tags: [productTag(product.id), CATALOGUE_TAG],
    revalidate: PRODUCT_IMAGE_SECONDS,
  });
  return pngResponse(await cached());
}

/** A landing page's (or the shop's) share image: its title and description beside the shop's mark. */
export async function pageShareImage(locale: string, page: { title: string; description: string } | null) {
  if (!page || !isLocale(locale)) notFound();
  const { siteName, tagline } = await shopText(locale);
  return renderShareImage(<PageShareCard text={{ siteName, tagline, title: page.title, description: cutAtWord(page.description, DESCRIPTION_LENGTH) }} />);
}
