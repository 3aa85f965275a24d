import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LandingPage } from '@/components/landing/landing-page';
import { sectionLandingMetadata } from '@/components/landing/section-metadata';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';

export const generateMetadata = sectionLandingMetadata('bodyParts', '/shop-body-parts');

export default async function ShopBodyPartsPage({ params }: PageProps<'/[locale]/shop-body-parts'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  return (
    <LandingPage locale={locale as Locale} crumbs={[{ label: t('bodyParts.title') }]} title={t('bodyParts.title')} intro={t('bodyParts.intro')}>
      <VehicleTiles locale={locale as Locale} hrefFor={(vehicle) => `/shop-body-parts/${vehicle.slug}`} />
    </LandingPage>
  );
}
