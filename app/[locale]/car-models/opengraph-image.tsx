import { isLocale } from '@/lib/i18n/routing';
import { pageShareImage } from '@/components/share/share-images';
import { sectionText } from '@/components/landing/landing-text';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return pageShareImage(locale, isLocale(locale) ? await sectionText(locale, 'models') : null);
}
