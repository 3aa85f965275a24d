import { VEHICLES } from './vehicles';

export const FILTER_PARAMS = [
  'carModels',
  'makeMaterials',
  'categories',
  'productTypes',
  'brands',
  'wheelSizes',
  'subCategories',
  'finalSubCategories',
] as const;

export type FilterParam = (typeof FILTER_PARAMS)[number];
export type FilterSelection = Record<FilterParam, string[]>;

export const CAR_MODELS: readonly string[] = VEHICLES.map((v) => v.label);
export const MAKE_MATERIALS = ['Carbon Fiber', 'Other'] as const;
export const CATEGORIES = ['Body Kit', 'Exterior', 'Interior', 'Lighting'] as const;
export const PRODUCT_TYPES = [
  'Exhaust',
  'Suspension Parts',
  'Performance Parts',
  'Intake',
  'Intercooler',
  'Brakes',
  'Wheels',
  'Hood',
  'Fenders',
  'Bumpers',
  'Front Lip',
  'Side Skirts',
  'Rear Diffuser',
  'Rear Spoilers',
  'Roof Spoiler',
  'Wing',
  'Wide Body Kit',
  'Grille',
  'Mirror Caps',
  'Trunk',
  'Headlights',
  'Tail Lights',
  'Steering Wheels',
  'Interior Trim',
  'Seats',
  'Shift Knobs',
] as const;
export const BRANDS = ['ADVAN RACING', 'BC FORGED', 'Enkei', 'FR1', 'Kansei', 'Volk Racing'] as const;
export const WHEEL_SIZES = ['17 inch', '18 inch', '19 inch'] as const;

type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

function valuesOf(searchParams: SearchParamsInput, key: FilterParam): string[] {
  if (searchParams instanceof URLSearchParams) return searchParams.getAll(key);
  const raw = searchParams[key];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

// Accepts both URLSearchParams (client) and Next's searchParams object (server).
export function parseFilterSelection(searchParams: SearchParamsInput): FilterSelection {
  const selection = {} as FilterSelection;
  for (const key of FILTER_PARAMS) {
    selection[key] = [...new Set(valuesOf(searchParams, key).filter((v) => v !== ''))];
  }
  return selection;
}

// A changed filter changes the result set, so the old page number no longer applies.
export function toggleFilterValue(params: URLSearchParams, key: FilterParam, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = next.getAll(key);
  next.delete(key);
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  for (const v of values) next.append(key, v);
  next.delete('page');
  return next;
}

export function singleSelectedFilter(selection: FilterSelection): string | null {
  const values = FILTER_PARAMS.flatMap((key) => selection[key]);
  return values.length === 1 ? values[0] : null;
}
