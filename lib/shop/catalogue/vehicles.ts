export type VehicleLine = 'corolla' | 'camry' | 'gr86' | 'supra';

export type Vehicle = {
  slug: string;
  label: string;
  line: VehicleLine;
  years: string;
};

// Listed in the order of the Car Model filter: newest generation first within each line.
export const VEHICLES: readonly Vehicle[] = [
  { slug: 'gr-corolla', label: 'Toyota Corolla GR 2023+', line: 'corolla', years: '2023+' },
  { slug: '12th-gen-corolla', label: '12th Gen Corolla 2019+', line: 'corolla', years: '2019+' },
  { slug: '11th-gen-corolla', label: '11th Gen Corolla 2014-2019', line: 'corolla', years: '2014-2019' },
  { slug: 'gen-9-camry', label: '9th Gen Camry', line: 'camry', years: '2025+' },
  { slug: 'gen-8-camry', label: '8th Gen Camry', line: 'camry', years: '2018-2024' },
  { slug: 'gen-7-camry', label: '7th Gen Camry', line: 'camry', years: '2012-2017' },
  { slug: 'mk5-gr-supra', label: 'MK5 Supra', line: 'supra', years: '2020+' },
  { slug: 'mk4-supra', label: 'MK4 Supra', line: 'supra', years: '1993-2002' },
  { slug: 'zn8', label: 'ZN8 GR86', line: 'gr86', years: '2022+' },
  { slug: 'zn6', label: 'ZN6 GR86', line: 'gr86', years: '2012-2021' },
];

export function vehicleBySlug(slug: string): Vehicle | null {
  return VEHICLES.find((v) => v.slug === slug) ?? null;
}

// Labels come back from query strings, where case and padding are not guaranteed.
export function vehicleByLabel(label: string): Vehicle | null {
  const wanted = label.trim().toLowerCase();
  return VEHICLES.find((v) => v.label.toLowerCase() === wanted) ?? null;
}

export function isVehicleSlug(slug: string): boolean {
  return vehicleBySlug(slug) !== null;
}

/** Vehicles arrive as labels (filter checkboxes) or slugs (links); the database stores slugs. */
export function vehicleSlugs(values: string[]): string[] {
  return values.flatMap((value) => {
    const vehicle = vehicleBySlug(value.trim().toLowerCase()) ?? vehicleByLabel(value);
    return vehicle ? [vehicle.slug] : [];
  });
}
