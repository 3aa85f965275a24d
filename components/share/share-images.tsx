import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { formatUsd } from '@/lib/currency/format';
import { INTL_LOCALE, isLocale, type Locale } from '@/lib/i18n/routing';
import { loadProduct } from '@/lib/product/load';
import { cutAtWord } from '@/lib/seo/text';
import { photoDataUrl } from '@/lib/seo/share-image/photo';
import { renderShareImage } from '@/lib/seo/share-image/render';
import { PageShareCard, ProductShareCard } from './share-cards';

const NAME_LENGTH = 90;
const DESCRIPTION_LENGTH = 150;
const PHOTO_SIZE = { width: 520, height: 520 };

async function shopText(locale: Locale) {
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const seo = await getTranslations({ locale, namespace: 'seo' });
  return { siteName: meta('siteName'), tagline: seo('imageTagline'), seo };
}

/** A product's share image: photo, name, price in USD with the discount, the shop's mark, in the page's language. */
export async function productShareImage(locale: string, slug: string) {
  const product = isLocale(locale) ? await loadProduct(slug) : null;
  if (!product || !isLocale(locale)) notFound();
  const { siteName, tagline, seo } = await shopText(locale);
  const usd = (amount: number) => formatUsd(amount, INTL_LOCALE[locale]) ?? '';
  const discounted = product.originalPrice !== null;
  return renderShareImage(
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
}

/** A landing page's (or the shop's) share image: its title and description beside the shop's mark. */
export async function pageShareImage(locale: string, page: { title: string; description: string } | null) {
  if (!page || !isLocale(locale)) notFound();
  const { siteName, tagline } = await shopText(locale);
  return renderShareImage(<PageShareCard text={{ siteName, tagline, title: page.title, description: cutAtWord(page.description, DESCRIPTION_LENGTH) }} />);
}
