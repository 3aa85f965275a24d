export type ShippingEstimate =
  | { unit: 'default' }
  | { unit: 'days' | 'weeks' | 'months'; min: number; max: number; eta: boolean };

const DAYS_PER_WEEK = 7;
const DAYS_PER_MONTH = 30;
const WEEKS_FROM_DAYS = 14;
const MONTHS_FROM_DAYS = 30;

function numbersIn(text: string): number[] {
  return (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
}

// Shipment texts are free-form ("2-3 weeks", "Ships in 5 days"); the unit word scales every number.
function daysPerUnit(text: string): number {
  const lower = text.toLowerCase();
  if (lower.includes('week')) return DAYS_PER_WEEK;
  if (lower.includes('month')) return DAYS_PER_MONTH;
  return 1;
}

function dayRange(text: string | null | undefined): { min: number; max: number } | null {
  const numbers = numbersIn(text ?? '');
  if (numbers.length === 0) return null;
  const scale = daysPerUnit(text ?? '');
  return {
    min: Math.ceil(Math.min(...numbers) * scale),
    max: Math.ceil(Math.max(...numbers) * scale),
  };
}

/**
 * Spec 000 §9: the slowest line decides, judged by the largest number of days in its text. Its whole range
 * is kept, so an order of one special-order part says what that part's page says ("3-4 months").
 */
function slowestRange(shipmentTexts: readonly (string | null | undefined)[]): { min: number; max: number } | null {
  let slowest: { min: number; max: number } | null = null;
  for (const text of shipmentTexts) {
    const range = dayRange(text);
    if (range && (slowest === null || range.max > slowest.max)) slowest = range;
  }
  return slowest;
}

export function cartShippingDays(shipmentTexts: readonly (string | null | undefined)[]): number | null {
  return slowestRange(shipmentTexts)?.max ?? null;
}

function estimateFromDays(min: number, max: number): ShippingEstimate {
  if (max < WEEKS_FROM_DAYS) return { unit: 'days', min, max, eta: false };
  if (max < MONTHS_FROM_DAYS) {
    return {
      unit: 'weeks',
      min: Math.ceil(min / DAYS_PER_WEEK),
      max: Math.ceil(max / DAYS_PER_WEEK),
      eta: false,
    };
  }
  return {
    unit: 'months',
    min: Math.ceil(min / DAYS_PER_MONTH),
    max: Math.ceil(max / DAYS_PER_MONTH),
    eta: true,
  };
}

export function shippingEstimate(text: string | null | undefined): ShippingEstimate {
  const range = dayRange(text);
  return range ? estimateFromDays(range.min, range.max) : { unit: 'default' };
}

export function cartShippingEstimate(texts: readonly (string | null | undefined)[]): ShippingEstimate {
  const range = slowestRange(texts);
  return range ? estimateFromDays(range.min, range.max) : { unit: 'default' };
}
