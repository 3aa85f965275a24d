import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { PageQuery, SelectionKey } from '@/lib/shop/catalogue';
import { listingCanonicalPath } from '@/lib/shop/catalogue';
import { localizedMetadata } from '@/lib/seo/metadata';
import { listingSearchName } from './heading';
import { listingOfPage } from './listing-of-page';

/** A title for page N of a list: page 1 is the list's own, a later one says its number. */
export async function pagedTitle(locale: Locale, title: string, page: number): Promise<string> {
  if (page < 2) return title;
  const t = await getTranslations({ locale, namespace: 'seo' });
  return t('pagedTitle', { title, page });
}

/** A listing's metadata: canonical to itself at its page (the filters the indexing rules keep), titled with the page. */
export async function listingPageMetadata(
  locale: Locale,
  { path, searchParams, title, description, groups }: { path: string; searchParams: PageQuery; title: string; description: string; groups?: readonly SelectionKey[] },
): Promise<Metadata> {
  const { selection, page } = listingOfPage(searchParams);
  return localizedMetadata({ locale, path: listingCanonicalPath(path, selection, groups, page), title: await pagedTitle(locale, title, page), description });
}

/** A catalogue listing's metadata: named, like its canonical, by the filters the indexing rules keep. */
export async function catalogueListingMetadata(locale: Locale, path: string, searchParams: PageQuery): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'seo' });
  const title = await listingSearchName(locale, listingOfPage(searchParams).selection);
  return listingPageMetadata(locale, { path, searchParams, title, description: t('listing', { name: title }) });
}
