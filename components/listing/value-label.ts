import { vehicleByLabel } from '@/lib/shop/catalogue';

export type Translate = ((key: string) => string) & { has: (key: string) => boolean };

/**
 * Filter values are catalogue words (English in the query string); the shopper reads them in
 * their language when a translation exists. Car models read as the vehicle's own name.
 */
export function filterValueLabel(value: string, values: Translate, vehicles: Translate): string {
  const vehicle = vehicleByLabel(value);
  if (vehicle) return vehicles(vehicle.slug);
  return values.has(value) ? values(value) : value;
}
