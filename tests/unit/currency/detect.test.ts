import { countryCodeFor, COUNTRY_CURRENCY } from '@/lib/shop/cart/currency/currencies';
import { DEFAULT_DETECTION } from '@/lib/shop/cart/currency/default-detection';
import {
  countryFromHeader,
  parsePrimaryGeo,
  parseSecondaryGeo,
  type GeoDetection,
} from '@/lib/shop/cart/currency/detect';

it('falls back to USD in the United States', () =>
  expect(DEFAULT_DETECTION).toEqual({ currency: 'USD', country: 'United States', countryCode: 'US' }));

// The default lives apart from the country table (so the switcher does not load the table); it must still agree with it.
it('names the default country as the country table does', () => {
  expect(countryCodeFor(DEFAULT_DETECTION.country)).toBe(DEFAULT_DETECTION.countryCode);
  expect(COUNTRY_CURRENCY[DEFAULT_DETECTION.countryCode]).toBe(DEFAULT_DETECTION.currency);
});

describe('parsePrimaryGeo', () => {
  it.each<[unknown, GeoDetection | null]>([
    [{ Currency: 'JPY', CountryName: 'Japan' }, { currency: 'JPY', country: 'Japan', countryCode: 'JP' }],
    [{ Currency: 'eur', Country: 'Spain' }, { currency: 'EUR', country: 'Spain', countryCode: 'ES' }],
    [
      { Currency: 'EUR', CountryName: 'Germany', Country: 'DE' },
      { currency: 'EUR', country: 'Germany', countryCode: 'DE' },
    ],
    [{ Currency: 'XOF', CountryName: 'Burkina Faso' }, { currency: 'XOF', country: 'Burkina Faso' }],
    [{ Currency: 'USD' }, { currency: 'USD', country: '' }],
    [{ Currency: 840, CountryName: 'United States' }, null],
    [{ Currency: '', CountryName: 'United States' }, null],
    [{ CountryName: 'United States' }, null],
    [null, null],
    ['USD', null],
  ])('parsePrimaryGeo(%p)', (json, expected) => expect(parsePrimaryGeo(json)).toEqual(expected));
});

describe('parseSecondaryGeo', () => {
  it.each<[unknown, GeoDetection | null]>([
    [
      { status: 'success', currency: 'CAD', country: 'Canada', countryCode: 'CA' },
      { currency: 'CAD', country: 'Canada', countryCode: 'CA' },
    ],
    [
      { status: 'success', country: 'Mexico', countryCode: 'MX' },
      { currency: 'MXN', country: 'Mexico', countryCode: 'MX' },
    ],
    [{ status: 'success', countryCode: 'jp' }, { currency: 'JPY', country: 'Japan', countryCode: 'JP' }],
    [{ status: 'success', currency: 'USD' }, { currency: 'USD', country: '' }],
    [{ status: 'success', countryCode: 'XX' }, null],
    [{ status: 'success' }, null],
    [{ status: 'fail', currency: 'USD', countryCode: 'US' }, null],
    [{ currency: 'USD', countryCode: 'US' }, null],
    [undefined, null],
  ])('parseSecondaryGeo(%p)', (json, expected) => expect(parseSecondaryGeo(json)).toEqual(expected));
});

describe('countryFromHeader', () => {
  it.each<[string | null, GeoDetection | null]>([
    ['US', { currency: 'USD', country: 'United States', countryCode: 'US' }],
    ['jp', { currency: 'JPY', country: 'Japan', countryCode: 'JP' }],
    [' HR ', { currency: 'EUR', country: 'Croatia', countryCode: 'HR' }],
    ['XX', null],
    ['T1', null],
    ['USA', null],
    ['', null],
    [null, null],
  ])('countryFromHeader(%p)', (value, expected) => expect(countryFromHeader(value)).toEqual(expected));
});
