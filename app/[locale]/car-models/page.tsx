import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { VEHICLE_SECTIONS } from '@/lib/shop/catalogue';
import { vehicleListingHref } from '@/lib/shop/catalogue';
import { LandingPage } from '@/components/landing/landing-page';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';

export async function generateMetadata({ params }: PageProps<'/[locale]/car-models'>): Promise<Metadata> {
  const { locale } = await params;
  return landingMetadata(locale as Locale, await sectionText(locale as Locale, 'models'));
}

export default async function CarModelsPage({ params }: PageProps<'/[locale]/car-models'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  return (
    <LandingPage locale={locale as Locale} crumbs={[{ label: t('models.title') }]} title={t('models.title')} intro={t('models.intro')}>
      <VehicleTiles
        locale={locale as Locale}
        hrefFor={(vehicle) => vehicleListingHref(vehicle.slug)}
        linksFor={(vehicle) => VEHICLE_SECTIONS.map((section) => ({ href: `${section.base}/${vehicle.slug}`, label: nav(section.key) }))}
      />
    </LandingPage>
  );
}
