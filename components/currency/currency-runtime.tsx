'use client';
import { useEffect } from 'react';
import { ratesAreFresh } from '@/lib/shop/cart';
import { loadFallbackRates, useChosenCurrency, useDetectedCurrency, usePreferredCurrency, useStoredRates } from '@/lib/client/stores/currency';

// Detection and the rates refresh (their answers' schemas, the requests) run after hydration, so their code
// is fetched then rather than with every page.
const loadSync = () => import('@/lib/client/currency-sync');

/** Mounted once per page, after ClientRuntime has hydrated the currency stores. */
export function CurrencyRuntime() {
  const preferredHydrated = usePreferredCurrency((state) => state.hydrated);
  const preferred = usePreferredCurrency((state) => state.value);
  const ratesHydrated = useStoredRates((state) => state.hydrated);
  const ratesStored = useStoredRates((state) => state.value !== null);
  const foreign = useChosenCurrency() !== 'USD';

  useEffect(() => {
    if (!preferredHydrated || preferred) return;
    const detected = useDetectedCurrency.getState();
    if (detected.detecting || detected.currency) return;
    // Marked at once, so the switcher says 'Detecting currency...' while the code and the answer are on their way.
    detected.set({ detecting: true });
    void loadSync().then(
      (sync) => sync.detect(),
      () => detected.set({ detecting: false }),
    );
  }, [preferredHydrated, preferred]);

  useEffect(() => {
    if (ratesHydrated && !ratesAreFresh(useStoredRates.getState().value?.timestamp, Date.now())) void loadSync().then((sync) => sync.refreshRates());
  }, [ratesHydrated]);

  useEffect(() => {
    if (ratesHydrated && !ratesStored && foreign) void loadFallbackRates();
  }, [ratesHydrated, ratesStored, foreign]);

  return null;
}
