import { VEHICLES } from '@/lib/shop/catalogue';

const LABELS: Record<string, string> = Object.fromEntries(VEHICLES.map((vehicle) => [vehicle.slug, vehicle.label]));

/**
 * The catalogue's label of each vehicle by slug, as a car-model filter writes it: handed by the
 * server to "only parts for my ..." (one object, so a page's payload carries it once).
 */
export const vehicleLabels = (): Record<string, string> => LABELS;
