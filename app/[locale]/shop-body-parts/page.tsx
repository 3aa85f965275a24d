import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LandingPage } from '@/components/landing/landing-page';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/shop-body-parts'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await sectionText(locale, 'bodyParts'));
}

export default async function ShopBodyPartsPage({ params }: PageProps<'/[locale]/shop-body-parts'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  return (
    <LandingPage locale={locale} crumbs={[{ label: t('bodyParts.title') }]} title={t('bodyParts.title')} intro={t('bodyParts.intro')}>
      <VehicleTiles locale={locale} hrefFor={(vehicle) => `/shop-body-parts/${vehicle.slug}`} />
    </LandingPage>
  );
}
