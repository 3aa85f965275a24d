import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { VEHICLES } from '@/lib/shop/catalogue';
import { garageSaleTileLinks } from '@/lib/shop/catalogue';
import { LandingPage } from '@/components/landing/landing-page';
import { ResolvedTiles } from '@/components/landing/resolved-tiles';
import { VehicleArt } from '@/components/landing/vehicle-art';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';

export async function generateMetadata({ params }: PageProps<'/[locale]/garage-sale'>): Promise<Metadata> {
  const { locale } = await params;
  return landingMetadata(locale as Locale, await sectionText(locale as Locale, 'garageSale'));
}

export default async function GarageSalePage({ params }: PageProps<'/[locale]/garage-sale'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  return (
    <LandingPage locale={locale as Locale} crumbs={[{ label: t('garageSale.title') }]} title={t('garageSale.title')} intro={t('garageSale.intro')}>
      <ResolvedTiles
        locale={locale as Locale}
        source="garage"
        columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-5"
        tiles={VEHICLES.map((vehicle) => ({ key: vehicle.slug, title: vehicles(vehicle.slug), links: garageSaleTileLinks(vehicle.slug), art: <VehicleArt line={vehicle.line} className="h-full w-full max-w-60" /> }))}
      />
    </LandingPage>
  );
}
