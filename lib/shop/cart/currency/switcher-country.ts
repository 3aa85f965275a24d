import { DEFAULT_DETECTION } from './default-detection';

export type SwitcherCountryInput = {
  preferredCurrency: string | null;
  preferredCountry: string | null;
  detected: { country: string | null; countryCode: string | null };
};

/**
 * The country name that must be looked up in the country table to show the switcher's flag, or null when
 * none must: the shopper's stored country, else a detected country that came without a code.
 */
export function countryToLookUp({ preferredCurrency, preferredCountry, detected }: SwitcherCountryInput): string | null {
  if (preferredCurrency) return preferredCountry || null;
  return detected.countryCode ? null : detected.country || null;
}

/**
 * The code of the flag beside the switcher's currency: the stored country's, else the detected one's, else the
 * default's. `lookup` is null while the country table is still loading; a name that needs it then gets no flag
 * (the globe), never the flag of a country the shopper did not pick.
 */
export function switcherCountryCode(input: SwitcherCountryInput, lookup: ((name: string) => string | null) | null): string | null {
  const name = countryToLookUp(input);
  if (input.preferredCurrency) return name && lookup ? lookup(name) : null;
  if (input.detected.countryCode) return input.detected.countryCode;
  if (!name) return DEFAULT_DETECTION.countryCode;
  return lookup ? (lookup(name) ?? DEFAULT_DETECTION.countryCode) : null;
}
