import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VEHICLES } from '@/lib/shop/catalogue';
import { garageSaleTileLinks } from '@/lib/shop/catalogue';
import { LandingPage } from '@/components/landing/landing-page';
import { ResolvedTiles } from '@/components/landing/resolved-tiles';
import { VehicleArt } from '@/components/landing/vehicle-art';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/garage-sale'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await sectionText(locale, 'garageSale'));
}

export default async function GarageSalePage({ params }: PageProps<'/[locale]/garage-sale'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  return (
    <LandingPage locale={locale} crumbs={[{ label: t('garageSale.title') }]} title={t('garageSale.title')} intro={t('garageSale.intro')}>
      <ResolvedTiles
        locale={locale}
        source="garage"
        columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-5"
        tiles={VEHICLES.map((vehicle) => ({ key: vehicle.slug, title: vehicles(vehicle.slug), links: garageSaleTileLinks(vehicle.slug), art: <VehicleArt line={vehicle.line} className="h-full w-full max-w-60" /> }))}
      />
    </LandingPage>
  );
}
