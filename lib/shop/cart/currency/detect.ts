import { COUNTRY_CURRENCY, countryCodeFor, countryName } from './currencies';

export type GeoDetection = { currency: string; country: string; countryCode?: string };

function asRecord(json: unknown): Record<string, unknown> | null {
  return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function withCountryCode(currency: string, country: string, countryCode: string | null): GeoDetection {
  return countryCode ? { currency, country, countryCode } : { currency, country };
}

export function parsePrimaryGeo(json: unknown): GeoDetection | null {
  const data = asRecord(json);
  const currency = text(data?.Currency);
  if (!data || !currency) return null;
  const country = text(data.CountryName) ?? text(data.Country) ?? '';
  // The provider sends no code; the flag needs one, so it is looked up by name.
  return withCountryCode(currency.toUpperCase(), country, country ? countryCodeFor(country) : null);
}

export function parseSecondaryGeo(json: unknown): GeoDetection | null {
  const data = asRecord(json);
  if (!data || data.status !== 'success') return null;
  const countryCode = text(data.countryCode)?.toUpperCase() ?? null;
  const currency = text(data.currency)?.toUpperCase() ?? (countryCode ? COUNTRY_CURRENCY[countryCode] : undefined);
  if (!currency) return null;
  const country = text(data.country) ?? (countryCode ? countryName(countryCode) : null) ?? '';
  return withCountryCode(currency, country, countryCode);
}

// Hosts such as Vercel or Cloudflare put the visitor's country in a request
// header, which spares the browser both provider calls.
export function countryFromHeader(value: string | null): Required<GeoDetection> | null {
  const countryCode = value?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(countryCode)) return null;
  const currency = COUNTRY_CURRENCY[countryCode];
  const country = countryName(countryCode);
  return currency && country ? { currency, country, countryCode } : null;
}
