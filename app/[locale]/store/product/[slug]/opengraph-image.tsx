import { productShareImage } from '@/components/share/share-images';
import { assertLocale } from '@/lib/i18n/page-locale';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** Every link shape of a product names this one image (the canonical product path). */
export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  assertLocale(locale);
  return productShareImage(locale, slug);
}
