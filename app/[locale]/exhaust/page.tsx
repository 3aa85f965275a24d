import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LandingPage } from '@/components/landing/landing-page';
import { sectionLandingMetadata } from '@/components/landing/section-metadata';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';

export const generateMetadata = sectionLandingMetadata('exhaust', '/exhaust');

export default async function ExhaustPage({ params }: PageProps<'/[locale]/exhaust'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  return (
    <LandingPage locale={locale as Locale} crumbs={[{ label: t('exhaust.title') }]} title={t('exhaust.title')} intro={t('exhaust.intro')}>
      <VehicleTiles locale={locale as Locale} hrefFor={(vehicle) => `/exhaust/${vehicle.slug}`} />
    </LandingPage>
  );
}
