import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { ProductSkeletons } from './product-skeleton';

/**
 * The frame of a page that reads its query string (page, sort, filters, search text): the query
 * exists only per request, so the page around it is cached and this part streams in, from cached data.
 */
export async function QueryPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'listing' });
  return <Suspense fallback={<div className="mx-auto max-w-7xl px-4 py-8"><ProductSkeletons label={t('loading')} /></div>}>{children}</Suspense>;
}
