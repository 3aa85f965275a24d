import { VEHICLES, type VehicleLine } from './vehicles';
import { listingHref } from './listing/listing-url';

export const VEHICLE_LINES: readonly VehicleLine[] = ['corolla', 'camry', 'gr86', 'supra'];

/** Carbon-fibre part types with their own listing links (spec 000, "Other link shapes"). */
export const CARBON_FIBER_TYPES = ['Hood', 'Fenders', 'Bumpers', 'Front Lip', 'Steering Wheels', 'Rear Spoilers', 'Rear Diffuser'] as const;

export const CARBON_FIBER = 'Carbon Fiber';

/** The spec fixes this link's shape, type before material (000, "Other link shapes"). */
export function carbonFiberHref(type: string): string {
  const slug = type.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return listingHref(`/store/products/carbon-fiber-parts/${slug}`, { selection: { productType: [type], material: [CARBON_FIBER] } }, ['productType', 'material']);
}

/** Every carbon-fibre part. */
export const carbonFiberPartsHref = (): string => listingHref('/store/products/carbon-fiber-parts', { selection: { material: [CARBON_FIBER] } });

/** Menu sections that open a vehicle picker; each generation links to `${base}/${slug}`. */
export const VEHICLE_SECTIONS = [
  { key: 'shopBodyParts', base: '/shop-body-parts' },
  { key: 'exhaust', base: '/exhaust' },
  { key: 'performance', base: '/performance-parts' },
  { key: 'suspension', base: '/suspension' },
] as const;
export type VehicleSectionKey = (typeof VEHICLE_SECTIONS)[number]['key'];

export function generationsOf(line: VehicleLine) {
  return VEHICLES.filter((vehicle) => vehicle.line === line);
}
