/**
 * Whether a part fits a vehicle. A part lists the vehicle generations it fits by slug; an empty
 * list means it fits every vehicle (a universal part). Pure and table-free, so a product card can
 * draw its mark without the vehicle table: the garage keeps only slugs the shop knows
 * (lib/client/stores/stored-schemas.ts drops any other).
 */

/** A part's fit for the shopper's vehicle: `data-fit` on a card, a cart line and the product page. */
export type Fit = 'yes' | 'no' | 'universal';

/** The part's fit for `vehicle`, or null without a vehicle to answer for. */
export function fitOf(partVehicles: readonly string[], vehicle: string | null | undefined): Fit | null {
  if (!vehicle) return null;
  if (partVehicles.length === 0) return 'universal';
  return partVehicles.includes(vehicle) ? 'yes' : 'no';
}

/** A car-model filter: whether the part fits one of `vehicles`, as a universal part fits them all. */
export function fitsAny(partVehicles: readonly string[], vehicles: readonly string[]): boolean {
  return partVehicles.length === 0 || partVehicles.some((vehicle) => vehicles.includes(vehicle));
}
