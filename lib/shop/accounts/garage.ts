/**
 * My garage: the shopper's vehicles, kept in the browser and, signed in, with the account
 * (docs/architecture.md, "The garage"). Vehicles are slugs of lib/shop/catalogue/vehicles; the
 * active one is what fit marks and "only parts for my ..." answer for. Pure rules, safe in the browser.
 */
export type Garage = { vehicles: string[]; active: string | null };

/** The browser's garage, and whether it is kept with the signed-in shopper's account too (set at sign-in, cleared at sign-out). */
export type StoredGarage = Garage & { account: boolean };

/** The shop has ten generations: a garage holds each at most once. */
export const MAX_GARAGE_VEHICLES = 10;

export const EMPTY_GARAGE: StoredGarage = { vehicles: [], active: null, account: false };

/** Picking a vehicle keeps it (newest first) and makes it the active one. */
export function withVehicle<G extends Garage>(garage: G, slug: string): G {
  const vehicles = garage.vehicles.includes(slug) ? garage.vehicles : [slug, ...garage.vehicles].slice(0, MAX_GARAGE_VEHICLES);
  return { ...garage, vehicles, active: slug };
}

/** Removing the active vehicle makes the next one kept the active one, if any is left. */
export function withoutVehicle<G extends Garage>(garage: G, slug: string): G {
  const vehicles = garage.vehicles.filter((vehicle) => vehicle !== slug);
  return { ...garage, vehicles, active: garage.active === slug ? (vehicles[0] ?? null) : garage.active };
}

/**
 * A garage as it may be kept: each vehicle once, those `known` only, at most MAX_GARAGE_VEHICLES,
 * and an active vehicle that is one of them (the first when the stored one is not).
 */
export function keptGarage(garage: Garage, known: (slug: string) => boolean): Garage {
  const vehicles = [...new Set(garage.vehicles)].filter(known).slice(0, MAX_GARAGE_VEHICLES);
  const active = garage.active !== null && vehicles.includes(garage.active) ? garage.active : (vehicles[0] ?? null);
  return { vehicles, active };
}

/**
 * At sign-in: the browser's vehicles, then the account's others; the vehicle active in this
 * browser stays active, else the account's.
 */
export function mergeGarages(browser: Garage, account: Garage): Garage {
  const vehicles = [...new Set([...browser.vehicles, ...account.vehicles])].slice(0, MAX_GARAGE_VEHICLES);
  const active = [browser.active, account.active].find((slug) => slug !== null && vehicles.includes(slug)) ?? vehicles[0] ?? null;
  return { vehicles, active };
}
