import { fromCents, parsePrice, toCents } from './money';

export type DiscountInput = {
  carModel?: string | null;
  category?: string | null;
  fitPosition?: string | null;
  price: number | string;
  performancePart?: number | boolean | string | null;
};

export type VehicleFamily = 'gr' | 'supra' | 'economy';

type Group = 'exterior' | 'aero' | 'interior' | 'light';

// Each band is [lowest price it applies from, percent]; the last matching row wins.
type Band = readonly (readonly [number, number])[];

const NO_DISCOUNT_FROM = 19000;

const SUSPENSION: Band = [[0, 21], [3000, 27]];
const EXHAUST: Band = [[0, 20], [3000, 25]];
const PERFORMANCE: Band = [[0, 20], [4000, 25]];
const SUPRA_WIDE_BODY: Band = [[0, 0], [2500, 21], [5000, 24], [13000, 27]];

const FAMILY_BANDS: Record<VehicleFamily, Record<Group, Band>> = {
  gr: {
    exterior: [[0, 20], [2000, 23], [4000, 27]],
    aero: [[0, 20], [3000, 23], [8000, 27]],
    interior: [[0, 20], [4000, 25]],
    light: [[0, 20], [2000, 25]],
  },
  supra: {
    exterior: [[0, 20], [5000, 24], [8000, 27]],
    aero: [[0, 20], [3000, 24]],
    interior: [[0, 20], [4000, 25]],
    light: [[0, 20], [3000, 24]],
  },
  economy: {
    exterior: [[0, 20], [1500, 23], [3000, 27]],
    aero: [[0, 20], [1300, 23], [2200, 25]],
    interior: [[0, 20], [2000, 23]],
    light: [[0, 20], [700, 23]],
  },
};

function bandPercent(band: Band, price: number): number {
  let percent = 0;
  for (const [from, pct] of band) if (price >= from) percent = pct;
  return percent;
}

// Products carry either a model slug (zn8) or a catalogue label (ZN8 GR86);
// both are matched by the words they contain. Supra goes first because
// mk5-gr-supra also contains "gr".
export function vehicleFamily(carModel: string | null | undefined): VehicleFamily | null {
  const model = (carModel ?? '').toLowerCase();
  if (/supra|\bmk[45]\b/.test(model)) return 'supra';
  if (/\bgr[\s-]?86\b|\bzn[68]\b/.test(model)) return 'gr';
  if (model.includes('corolla') && /\bgr\b/.test(model)) return 'gr';
  if (model.includes('camry') || model.includes('corolla')) return 'economy';
  return null;
}

function groupOf(text: string): Group | null {
  if (text.includes('exterior')) return 'exterior';
  if (text.includes('aero') || text.includes('body kit')) return 'aero';
  if (text.includes('interior')) return 'interior';
  if (text.includes('light')) return 'light';
  return null;
}

function isPerformancePart(flag: DiscountInput['performancePart']): boolean {
  return flag === 1 || flag === true || flag === '1';
}

export function discountPercent(input: DiscountInput): number {
  const price = parsePrice(input.price);
  if (price === null || price < 0 || price >= NO_DISCOUNT_FROM) return 0;

  const category = (input.category ?? '').toLowerCase();
  const fitPosition = (input.fitPosition ?? '').toLowerCase();

  if (category.includes('suspension')) return bandPercent(SUSPENSION, price);
  if (category.includes('exhaust')) return bandPercent(EXHAUST, price);
  if (isPerformancePart(input.performancePart)) return bandPercent(PERFORMANCE, price);

  const family = vehicleFamily(input.carModel);
  if (!family) return 0;
  if (family === 'supra' && /wide[\s-]?body/.test(`${category} ${fitPosition}`)) {
    return bandPercent(SUPRA_WIDE_BODY, price);
  }
  const group = groupOf(category) ?? groupOf(fitPosition);
  return group ? bandPercent(FAMILY_BANDS[family][group], price) : 0;
}

export function discountedPrice(price: number, percent: number): number {
  return fromCents(Math.round((toCents(price) * (100 - percent)) / 100));
}
