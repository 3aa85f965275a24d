import { kept } from '@/lib/i18n/kept-intl';
import { parsePrice } from '@/lib/shop/cart/money';

export const RATES_MAX_AGE_MS = 24 * 3600 * 1000;

export function convertFromUsd(usd: number, code: string, rates: Record<string, number>): number {
  const rate = rates[code];
  return usd * (typeof rate === 'number' && Number.isFinite(rate) ? rate : 1);
}

/**
 * One formatter per language and currency, kept: a page draws dozens of prices, again each time the
 * currency or its rates arrive. A browser keeps one for each currency its shopper picks; the server
 * formats USD only.
 */
const numberFormat = kept((locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

function twoDecimalCurrency(locale: string, currency: string): Intl.NumberFormat {
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function formatMoney(usd: unknown, code: string, rates: Record<string, number>, locale: string): string {
  if (typeof usd !== 'number' || Number.isNaN(usd)) return 'N/A';
  const amount = convertFromUsd(usd, code, rates);
  try {
    return twoDecimalCurrency(locale, code).format(amount);
  } catch {
    // Intl rejects codes it does not know (e.g. retired ones) and malformed locales.
    return `${code} ${amount.toFixed(2)}`;
  }
}

export function formatUsd(value: unknown, locale = 'en-US'): string | null {
  const amount = parsePrice(value);
  return amount === null ? null : twoDecimalCurrency(locale, 'USD').format(amount);
}

export function ratesAreFresh(timestamp: number | null | undefined, now: number): boolean {
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return false;
  const age = now - timestamp;
  return age >= 0 && age < RATES_MAX_AGE_MS;
}
