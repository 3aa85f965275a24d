import { isLocale } from '@/lib/i18n/routing';
import { pageShareImage } from '@/components/share/share-images';
import { sectionText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  assertLocale(locale);
  return pageShareImage(locale, isLocale(locale) ? await sectionText(locale, 'exhaust') : null);
}
