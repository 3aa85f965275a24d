import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LandingPage } from '@/components/landing/landing-page';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';

export async function generateMetadata({ params }: PageProps<'/[locale]/performance'>): Promise<Metadata> {
  const { locale } = await params;
  return landingMetadata(locale as Locale, await sectionText(locale as Locale, 'performance'));
}

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
