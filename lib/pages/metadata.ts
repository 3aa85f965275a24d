import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { requestSiteUrl } from '@/lib/seo/site';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/seo/urls';

/** Title, description, canonical and hreflang links of one static page, from `pages.{key}`. */
export async function staticPageMetadata(locale: Locale, key: string, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const title = t(`${key}.title`);
  const description = t(`${key}.description`);
  const origin = await requestSiteUrl();
  const url = absoluteUrl(localizedPath(locale, path), origin);
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path, origin) },
    openGraph: { title, description, url },
  };
}
