import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LandingPage } from '@/components/landing/landing-page';
import { RecentlyViewedListing } from '@/components/listing/recently-viewed-listing';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/recently-viewed'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'recentlyViewed' });
  return { title: t('title'), robots: { index: false } };
}

export default async function RecentlyViewedPage({ params }: PageProps<'/[locale]/account/recently-viewed'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'recentlyViewed' });
  return (
    <LandingPage locale={locale as Locale} crumbs={[{ label: t('title') }]} title={t('title')}>
      <RecentlyViewedListing />
    </LandingPage>
  );
}
