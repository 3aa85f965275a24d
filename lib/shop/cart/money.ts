// Prices arrive as floats (and sometimes strings) from the server; every sum
// and percentage is done in whole cents so totals never drift by a cent.

export function toCents(n: number): number {
  // 1.005 * 100 is 100.49999…; trimming the float noise first rounds it the way people expect.
  const cents = Number((Math.abs(n) * 100).toFixed(6));
  return Math.sign(n) * Math.round(cents) || 0;
}

export function fromCents(c: number): number {
  return c / 100;
}

export function parsePrice(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : null;
}
