import { VEHICLES } from './vehicles';

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
