'use client';
import { create } from 'zustand';
import { STORAGE_KEYS } from '../../shop/common/storage-keys';
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

/**
 * The built-in table, for a shopper in another currency before real rates are stored. CurrencyRuntime
 * fetches it only then: the server renders USD, and a first visit shows USD until detection answers.
 */
export const useFallbackRates = create<{ rates: Record<string, number> | null }>()(() => ({ rates: null }));

let fallbackRates: Promise<void> | undefined;

export function loadFallbackRates(): Promise<void> {
  fallbackRates ??= import('@/lib/shop/cart/currency/fallback-rates').then(
    ({ FALLBACK_RATES }) => useFallbackRates.setState({ rates: FALLBACK_RATES }),
    () => {
      fallbackRates = undefined;
    },
  );
  return fallbackRates;
}

const USD_ONLY: Record<string, number> = { USD: 1 };

/** The stored choice, else the detected currency, else USD. */
export function useChosenCurrency(): string {
  const preferred = usePreferredCurrency((state) => state.value);
  const detected = useDetectedCurrency((state) => state.currency);
  return preferred ?? detected ?? 'USD';
}

/** The chosen currency, with rates from storage, else the built-in table. */
export function useEffectiveCurrency(): { code: string; rates: Record<string, number> } {
  const code = useChosenCurrency();
  const stored = useStoredRates((state) => state.value?.conversion_rates);
  const fallback = useFallbackRates((state) => state.rates);
  const rates = stored ?? fallback;
  // Until some table is here, prices stay in dollars rather than show a dollar amount under another currency's sign.
  return rates ? { code, rates } : { code: 'USD', rates: USD_ONLY };
}
