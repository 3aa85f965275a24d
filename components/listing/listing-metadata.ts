import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { PageQuery } from '@/lib/shop/catalogue';
import { listingCanonicalPath } from '@/lib/shop/catalogue';
import { localizedMetadata } from '@/lib/seo/metadata';
import { listingSearchName } from './heading';
import { listingOfPage } from './listing-of-page';

/** A catalogue listing's metadata: named, like its canonical, by the filters the indexing rules keep. */
export async function catalogueListingMetadata(locale: Locale, path: string, searchParams: PageQuery): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'seo' });
  const { selection } = listingOfPage(searchParams);
  const title = await listingSearchName(locale, selection);
  return localizedMetadata({ locale, path: listingCanonicalPath(path, selection), title, description: t('listing', { name: title }) });
}
