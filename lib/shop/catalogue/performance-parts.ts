import { encodePartSlug } from './slug';
import { isVehicleSlug } from './vehicles';

export type PerformanceSubPart = { name: string; slug: string };
export type PerformancePart = { name: string; slug: string; subParts: PerformanceSubPart[] };
export type PerformanceCategory = { name: string; slug: string; parts: PerformancePart[] };

// Model slugs are grouped by their prefix: mk (Supra) and zn (GR86) are the
// rear-drive sports cars, gr adds the GR Corolla; the rest are commuter cars.
const SPORTS_PREFIXES = ['mk', 'zn'] as const;
const PERFORMANCE_PREFIXES = ['mk', 'zn', 'gr'] as const;

type PartSource = { name: string; onlyFor?: readonly string[]; subParts?: readonly string[] };
type CategorySource = { name: string; onlyFor?: readonly string[]; parts: readonly PartSource[] };

const CATALOGUE: readonly CategorySource[] = [
  {
    name: 'Intake System',
    parts: [
      { name: 'Cold Air Intakes' },
      { name: 'Air Filters' },
      { name: 'Intake Manifolds' },
      { name: 'Throttle Bodies' },
      { name: 'Intake Pipes' },
    ],
  },
  {
    name: 'Cooling',
    parts: [
      { name: 'Radiators' },
      { name: 'Radiator Hoses' },
      { name: 'Cooling Fans' },
      { name: 'Thermostats' },
      {
        name: 'Oil Cooler',
        onlyFor: PERFORMANCE_PREFIXES,
        subParts: ['Oil Cooler Kits', 'Oil Cooler Lines', 'Sandwich Plates'],
      },
      { name: 'Hood Damper', onlyFor: PERFORMANCE_PREFIXES },
    ],
  },
  {
    name: 'Brake Upgrades',
    parts: [
      { name: 'Big Brake Kits', subParts: ['Front Big Brake Kits', 'Rear Big Brake Kits'] },
      { name: 'Brake Pads' },
      { name: 'Brake Rotors' },
      { name: 'Brake Lines' },
      { name: 'Brake Fluid' },
    ],
  },
  {
    name: 'Turbo',
    onlyFor: PERFORMANCE_PREFIXES,
    parts: [
      { name: 'Turbo Kits' },
      { name: 'Turbochargers' },
      { name: 'Intercoolers' },
      { name: 'Charge Pipes' },
      { name: 'Blow Off Valves' },
      { name: 'Boost Controllers' },
    ],
  },
  {
    name: 'Engines',
    parts: [
      {
        name: 'Engine Build Parts',
        onlyFor: PERFORMANCE_PREFIXES,
        subParts: ['Pistons', 'Connecting Rods', 'Camshafts', 'Valve Springs', 'Head Gaskets', 'Engine Bearings'],
      },
      { name: 'Engine Mounts' },
      { name: 'Oil Catch Cans' },
      { name: 'Spark Plugs' },
      { name: 'Ignition Coils' },
      { name: 'Fuel System', subParts: ['Fuel Injectors', 'Fuel Pumps', 'Fuel Rails'] },
    ],
  },
  {
    name: 'Drivetrain',
    parts: [
      {
        name: 'Axles',
        onlyFor: SPORTS_PREFIXES,
        subParts: ['Front Axles', 'Rear Axles', 'Axle Shafts'],
      },
      { name: 'Clutch Kits' },
      { name: 'Flywheels' },
      { name: 'Short Shifters' },
      { name: 'Limited-Slip Differentials', onlyFor: PERFORMANCE_PREFIXES },
      { name: 'Differential Mount', onlyFor: PERFORMANCE_PREFIXES },
      { name: 'Differential Covers', onlyFor: PERFORMANCE_PREFIXES },
    ],
  },
  {
    name: 'Electronics',
    onlyFor: SPORTS_PREFIXES,
    parts: [
      { name: 'ECU Tuning' },
      { name: 'Gauges', subParts: ['Boost Gauges', 'Oil Pressure Gauges', 'Wideband Gauges'] },
      { name: 'Data Loggers' },
      { name: 'Launch Control' },
    ],
  },
];

function allows(onlyFor: readonly string[] | undefined, modelSlug: string): boolean {
  return !onlyFor || onlyFor.some((prefix) => modelSlug.startsWith(prefix));
}

const named = (name: string) => ({ name, slug: encodePartSlug(name) });

export function categoriesForModel(modelSlug: string): PerformanceCategory[] {
  if (!isVehicleSlug(modelSlug)) return [];
  return CATALOGUE.filter((category) => allows(category.onlyFor, modelSlug)).map((category) => ({
    ...named(category.name),
    parts: category.parts
      .filter((part) => allows(part.onlyFor, modelSlug))
      .map((part) => ({ ...named(part.name), subParts: (part.subParts ?? []).map(named) })),
  }));
}

export function findCategory(modelSlug: string, categorySlug: string): PerformanceCategory | null {
  return categoriesForModel(modelSlug).find((c) => c.slug === categorySlug) ?? null;
}

export function findPart(modelSlug: string, categorySlug: string, partSlug: string): PerformancePart | null {
  return findCategory(modelSlug, categorySlug)?.parts.find((p) => p.slug === partSlug) ?? null;
}
