import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localizedMetadata } from '@/lib/seo/metadata';

type Section = 'carModels' | 'bodyParts' | 'exhaust' | 'performance' | 'suspension' | 'garageSale';

/** `generateMetadata` of a section's landing page: its title and intro, and a share image of its own. */
export function sectionLandingMetadata(section: Section, path: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'landing' });
    const title = t(`${section}.title`);
    return localizedMetadata({ locale: locale as Locale, path, title, description: t(`${section}.intro`), image: { alt: title } });
  };
}
