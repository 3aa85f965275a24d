import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localizedMetadata } from '@/lib/seo/metadata';

/** Title, description, canonical, hreflang and share tags of one static page, from `pages.{key}`. */
export async function staticPageMetadata(locale: Locale, key: string, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return localizedMetadata({ locale, path, title: t(`${key}.title`), description: t(`${key}.description`) });
}
