import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LandingPage } from '@/components/landing/landing-page';
import { RecentlyViewedListing } from '@/components/listing/recently-viewed-listing';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/recently-viewed'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'recentlyViewed' });
  return { title: t('title'), robots: { index: false } };
}

export default async function RecentlyViewedPage({ params }: PageProps<'/[locale]/account/recently-viewed'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'recentlyViewed' });
  return (
    <LandingPage locale={locale} crumbs={[{ label: t('title') }]} title={t('title')}>
      <RecentlyViewedListing />
    </LandingPage>
  );
}
