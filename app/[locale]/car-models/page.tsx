import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VEHICLE_SECTIONS } from '@/lib/shop/catalogue';
import { vehicleListingHref } from '@/lib/shop/catalogue';
import { LandingPage } from '@/components/landing/landing-page';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/car-models'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await sectionText(locale, 'models'));
}

export default async function CarModelsPage({ params }: PageProps<'/[locale]/car-models'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  return (
    <LandingPage locale={locale} crumbs={[{ label: t('models.title') }]} title={t('models.title')} intro={t('models.intro')}>
      <VehicleTiles
        locale={locale}
        hrefFor={(vehicle) => vehicleListingHref(vehicle.slug)}
        linksFor={(vehicle) => VEHICLE_SECTIONS.map((section) => ({ href: `${section.base}/${vehicle.slug}`, label: nav(section.key) }))}
      />
    </LandingPage>
  );
}
