import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LandingPage } from '@/components/landing/landing-page';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/exhaust'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await sectionText(locale, 'exhaust'));
}

export default async function ExhaustPage({ params }: PageProps<'/[locale]/exhaust'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  return (
    <LandingPage locale={locale} crumbs={[{ label: t('exhaust.title') }]} title={t('exhaust.title')} intro={t('exhaust.intro')}>
      <VehicleTiles locale={locale} hrefFor={(vehicle) => `/exhaust/${vehicle.slug}`} />
    </LandingPage>
  );
}
