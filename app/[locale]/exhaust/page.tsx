import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LandingPage } from '@/components/landing/landing-page';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';

export async function generateMetadata({ params }: PageProps<'/[locale]/exhaust'>): Promise<Metadata> {
  const { locale } = await params;
  return landingMetadata(locale as Locale, await sectionText(locale as Locale, 'exhaust'));
}

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
