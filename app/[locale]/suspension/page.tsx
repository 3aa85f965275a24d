import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LandingPage } from '@/components/landing/landing-page';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/suspension'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await sectionText(locale, 'suspension'));
}

export default async function SuspensionPage({ params }: PageProps<'/[locale]/suspension'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  return (
    <LandingPage locale={locale} crumbs={[{ label: t('suspension.title') }]} title={t('suspension.title')} intro={t('suspension.intro')}>
      <VehicleTiles locale={locale} hrefFor={(vehicle) => `/suspension/${vehicle.slug}`} />
    </LandingPage>
  );
}
