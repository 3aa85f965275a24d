import * as v from 'valibot';
import { DEFAULT_DETECTION } from '@/lib/shop/cart';
import { useDetectedCurrency, usePreferredCountry, usePreferredCurrency, useStoredRates } from '@/lib/client/stores/currency';

// The browser's side of detection and rates, imported by CurrencyRuntime after hydration, never with the page.

const geoAnswer = v.object({
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  country: v.pipe(v.string(), v.maxLength(80)),
  countryCode: v.optional(v.pipe(v.string(), v.length(2))),
  source: v.picklist(['header', 'primary', 'secondary', 'default']),
});

const ratesAnswer = v.object({
  conversion_rates: v.record(v.string(), v.pipe(v.number(), v.gtValue(0))),
  timestamp: v.number(),
  source: v.picklist(['live', 'stale', 'fallback']),
});

async function getJson<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<T | null> {
  try {
    const response = await fetch(path, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = v.safeParse(schema, await response.json());
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Asks the server where the shopper is; the caller has already marked detection as running. */
export async function detect() {
  const answer = await getJson('/api/geo', geoAnswer);
  if (!answer || answer.source === 'default') {
    // Spec 000 §4: when detection fails, USD / United States becomes the shopper's choice, unless the
    // shopper made one through the switcher while detection ran.
    if (usePreferredCurrency.getState().value === null) {
      usePreferredCurrency.getState().choose(DEFAULT_DETECTION.currency);
      usePreferredCountry.getState().choose(DEFAULT_DETECTION.country);
    }
    useDetectedCurrency.getState().set({ detecting: false });
    return;
  }
  useDetectedCurrency.getState().set({ currency: answer.currency, country: answer.country, countryCode: answer.countryCode ?? null, detecting: false });
}

export async function refreshRates() {
  const answer = await getJson('/api/currency/rates', ratesAnswer);
  // The built-in table is already what prices use when nothing is stored; only real rates are kept.
  if (answer && answer.source !== 'fallback') useStoredRates.getState().save({ conversion_rates: answer.conversion_rates, timestamp: answer.timestamp });
}
