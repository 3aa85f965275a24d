import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { VEHICLES, type Vehicle } from '@/lib/shop/catalogue';
import { TileGrid, type Tile } from './tile-grid';
import { VehicleArt } from './vehicle-art';

type VehicleTilesProps = {
  locale: Locale;
  hrefFor: (vehicle: Vehicle) => string;
  linksFor?: (vehicle: Vehicle) => Tile['links'];
};

/** The ten generations, each a tile with drawn art; the caller decides where a tile goes. */
export async function VehicleTiles({ locale, hrefFor, linksFor }: VehicleTilesProps) {
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const t = await getTranslations({ locale, namespace: 'landing' });
  const tiles: Tile[] = VEHICLES.map((vehicle) => ({
    key: vehicle.slug,
    title: vehicles(vehicle.slug),
    subtitle: t('years', { years: vehicle.years }),
    href: hrefFor(vehicle),
    art: <VehicleArt line={vehicle.line} className="h-full w-full max-w-60" />,
    links: linksFor?.(vehicle),
  }));
  return <TileGrid tiles={tiles} columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-5" />;
}
