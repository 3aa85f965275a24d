'use client';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { DEFAULT_DETECTION } from '@/lib/currency/detect';
import { ratesAreFresh } from '@/lib/currency/format';
import { useDetectedCurrency, usePreferredCountry, usePreferredCurrency, useStoredRates } from '@/lib/stores/currency';

const geoAnswer = z.object({
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  country: z.string().check(z.maxLength(80)),
  countryCode: z.optional(z.string().check(z.length(2))),
  source: z.enum(['header', 'primary', 'secondary', 'default']),
});

const ratesAnswer = z.object({
  conversion_rates: z.record(z.string(), z.number().check(z.positive())),
  timestamp: z.number(),
  source: z.enum(['live', 'stale', 'fallback']),
});

async function getJson<T>(path: string, schema: z.ZodMiniType<T>): Promise<T | null> {
  try {
    const response = await fetch(path, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Runs once the stored preference is known: no choice means the server is asked where the shopper is. */
async function detect() {
  const detected = useDetectedCurrency.getState();
  if (detected.detecting || detected.currency) return;
  detected.set({ detecting: true });
  const answer = await getJson('/api/geo', geoAnswer);
  if (!answer || answer.source === 'default') {
    // Spec 000 §4: when detection fails, USD / United States becomes the shopper's choice.
    usePreferredCurrency.getState().choose(DEFAULT_DETECTION.currency);
    usePreferredCountry.getState().choose(DEFAULT_DETECTION.country);
    useDetectedCurrency.getState().set({ detecting: false });
    return;
  }
  useDetectedCurrency.getState().set({ currency: answer.currency, country: answer.country, countryCode: answer.countryCode ?? null, detecting: false });
}

async function refreshRates() {
  const answer = await getJson('/api/currency/rates', ratesAnswer);
  // The built-in table is already what prices use when nothing is stored; only real rates are kept.
  if (answer && answer.source !== 'fallback') useStoredRates.getState().save({ conversion_rates: answer.conversion_rates, timestamp: answer.timestamp });
}

/** Mounted once per page, after ClientRuntime has hydrated the currency stores. */
export function CurrencyRuntime() {
  const preferredHydrated = usePreferredCurrency((state) => state.hydrated);
  const preferred = usePreferredCurrency((state) => state.value);
  const ratesHydrated = useStoredRates((state) => state.hydrated);

  useEffect(() => {
    if (preferredHydrated && !preferred) void detect();
  }, [preferredHydrated, preferred]);

  useEffect(() => {
    if (ratesHydrated && !ratesAreFresh(useStoredRates.getState().value?.timestamp, Date.now())) void refreshRates();
  }, [ratesHydrated]);

  return null;
}
