'use client';
import { create } from 'zustand';
import { FALLBACK_RATES } from '@/lib/currency/fallback-rates';
import { STORAGE_KEYS } from './keys';
import { createStoredStore } from './stored-store';
import type { StoredRates } from './stored-values';

export const usePreferredCurrency = createStoredStore(STORAGE_KEYS.preferredCurrency, null as string | null, (set) => ({
  choose: (next: string | null) => set(next),
}));

export const usePreferredCountry = createStoredStore(STORAGE_KEYS.preferredCountry, null as string | null, (set) => ({
  choose: (next: string | null) => set(next),
}));

export const useStoredRates = createStoredStore(STORAGE_KEYS.currencyRates, null as StoredRates | null, (set) => ({
  save: (rates: StoredRates) => set(rates),
}));

/** What detection found this visit (kept in memory only, as the spec's detection cache is). */
export const useDetectedCurrency = create<{ currency: string | null; country: string | null; countryCode: string | null; detecting: boolean; set: (next: Partial<{ currency: string | null; country: string | null; countryCode: string | null; detecting: boolean }>) => void }>()((set) => ({
  currency: null,
  country: null,
  countryCode: null,
  detecting: false,
  set: (next) => set(next),
}));

/** The stored choice, else the detected currency, else USD; rates from storage, else the built-in table. */
export function useEffectiveCurrency(): { code: string; rates: Record<string, number> } {
  const preferred = usePreferredCurrency((state) => state.value);
  const detected = useDetectedCurrency((state) => state.currency);
  const rates = useStoredRates((state) => state.value?.conversion_rates);
  return { code: preferred ?? detected ?? 'USD', rates: rates ?? FALLBACK_RATES };
}
