'use client';
import { countryCodeFor } from '@/lib/currency/currencies';
import { DEFAULT_DETECTION } from '@/lib/currency/detect';
import { useDetectedCurrency, useEffectiveCurrency, usePreferredCountry, usePreferredCurrency } from '@/lib/stores/currency';

/** What the switcher shows: the effective currency, its country, and whether detection is still running. */
export function useCurrencyChoice() {
  const { code } = useEffectiveCurrency();
  const preferredCurrency = usePreferredCurrency((state) => state.value);
  const preferredCountry = usePreferredCountry((state) => state.value);
  const detected = useDetectedCurrency();
  const countryCode = preferredCurrency
    ? (preferredCountry && countryCodeFor(preferredCountry)) || null
    : (detected.countryCode ?? (detected.country && countryCodeFor(detected.country)) ?? DEFAULT_DETECTION.countryCode);
  return { code, countryCode, detecting: !preferredCurrency && detected.detecting };
}
