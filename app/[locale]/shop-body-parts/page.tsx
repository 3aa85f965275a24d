import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LandingPage } from '@/components/landing/landing-page';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';

export async function generateMetadata({ params }: PageProps<'/[locale]/shop-body-parts'>): Promise<Metadata> {
  const { locale } = await params;
  return landingMetadata(locale as Locale, await sectionText(locale as Locale, 'bodyParts'));
}

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
