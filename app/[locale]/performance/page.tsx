import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LandingPage } from '@/components/landing/landing-page';
import { sectionLandingMetadata } from '@/components/landing/section-metadata';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';

export const generateMetadata = sectionLandingMetadata('performance', '/performance');

export default async function PerformancePage({ params }: PageProps<'/[locale]/performance'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  return (
    <LandingPage locale={locale as Locale} crumbs={[{ label: t('performance.title') }]} title={t('performance.title')} intro={t('performance.intro')}>
      <VehicleTiles locale={locale as Locale} hrefFor={(vehicle) => `/performance-parts/${vehicle.slug}`} />
    </LandingPage>
  );
}
