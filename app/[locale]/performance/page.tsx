import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LandingPage } from '@/components/landing/landing-page';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/performance'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await sectionText(locale, 'performance'));
}

export default async function PerformancePage({ params }: PageProps<'/[locale]/performance'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  return (
    <LandingPage locale={locale} crumbs={[{ label: t('performance.title') }]} title={t('performance.title')} intro={t('performance.intro')}>
      <VehicleTiles locale={locale} hrefFor={(vehicle) => `/performance-parts/${vehicle.slug}`} />
    </LandingPage>
  );
}
