import { setRequestLocale } from 'next-intl/server';
import NotFound from '../not-found';
import { assertLocale } from '@/lib/i18n/page-locale';

/**
 * The not-found page as a page of its own, in the layout and language of the address asked for.
 * Middleware sends a path that names no page here with status 404 (lib/shop/serving/unknown-page.ts), so
 * the answer is the whole page in the first HTML: a page that calls notFound() while it renders
 * answers 404 with an empty document that only JavaScript fills in (Next 16's error recovery).
 * Answered with 404, its title and robots tag come from the not-found file's metadata, as Next
 * reads them for every 404.
 */
export default async function NotFoundPage({ params }: PageProps<'/[locale]/not-found-page'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <NotFound />;
}
