import { isLocale, type Locale } from '@/lib/i18n/routing';
import { getTranslations } from 'next-intl/server';
import { pageShareImage } from '@/components/share/share-images';
import { assertLocale } from '@/lib/i18n/page-locale';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

async function siteText(locale: Locale) {
  const meta = await getTranslations({ locale, namespace: 'meta' });
  return { title: meta('siteName'), description: meta('description') };
}

/** The shop's share image: pages without one of their own (home, listings, static pages) use it. */
export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  assertLocale(locale);
  return pageShareImage(locale, isLocale(locale) ? await siteText(locale) : null);
}
