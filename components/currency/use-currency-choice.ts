'use client';
import { useEffect, useState } from 'react';
import { countryToLookUp, switcherCountryCode } from '@/lib/shop/cart';
import { useDetectedCurrency, useEffectiveCurrency, usePreferredCountry, usePreferredCurrency } from '@/lib/client/stores/currency';

type CountryCodeLookup = (name: string) => string | null;

/**
 * The country table's name-to-code lookup, fetched only once a country name has to become a flag: a shopper
 * who has not chosen, and whose detection sent a code, never loads the table. Null until it has arrived.
 */
function useCountryCodeLookup(needed: boolean): CountryCodeLookup | null {
  const [lookup, setLookup] = useState<CountryCodeLookup | null>(null);
  useEffect(() => {
    if (!needed || lookup) return;
    let current = true;
    void import('@/lib/shop/cart/currency/currencies').then((table) => current && setLookup(() => table.countryCodeFor));
    return () => {
      current = false;
    };
  }, [needed, lookup]);
  return lookup;
}

/** What the switcher shows: the effective currency, its country, and whether detection is still running. */
export function useCurrencyChoice() {
  const { code } = useEffectiveCurrency();
  const preferredCurrency = usePreferredCurrency((state) => state.value);
  const preferredCountry = usePreferredCountry((state) => state.value);
  const detected = useDetectedCurrency();
  const input = { preferredCurrency, preferredCountry, detected };
  const lookup = useCountryCodeLookup(countryToLookUp(input) !== null);
  return { code, countryCode: switcherCountryCode(input, lookup), detecting: !preferredCurrency && detected.detecting };
}
