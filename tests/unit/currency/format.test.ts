import { convertFromUsd, formatMoney, formatUsd, RATES_MAX_AGE_MS, ratesAreFresh } from '@/lib/shop/cart/currency/format';

const rates = { USD: 1, EUR: 0.8561, JPY: 146.997, GBP: 0.7409, BAD: Number.NaN };

describe('convertFromUsd', () => {
  it.each([
    [100, 'USD', 100],
    [100, 'EUR', 85.61],
    [10, 'JPY', 1469.97],
    [100, 'XYZ', 100],
    [100, 'BAD', 100],
  ])('convertFromUsd(%p, %p) = %p', (usd, code, expected) =>
    expect(convertFromUsd(usd, code, rates)).toBeCloseTo(expected, 6),
  );
});

// Intl inserts narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each<[unknown, string, string, string]>([
    [1234.5, 'USD', 'en-US', '$1,234.50'],
    [0, 'USD', 'en-US', '$0.00'],
    [100, 'EUR', 'en-US', '€85.61'],
    [100, 'EUR', 'es', '85,61 €'],
    [10, 'JPY', 'en-US', '¥1,469.97'],
    [100, 'GBP', 'en-GB', '£74.09'],
    [100, 'MXN', 'en-US', 'MX$100.00'],
    ['100', 'USD', 'en-US', 'N/A'],
    [NaN, 'USD', 'en-US', 'N/A'],
    [null, 'USD', 'en-US', 'N/A'],
    [undefined, 'USD', 'en-US', 'N/A'],
    [12.5, 'NOT-A-CODE', 'en-US', 'NOT-A-CODE 12.50'],
    [12.5, 'USD', 'not a locale!', 'USD 12.50'],
  ])('formatMoney(%p, %p, %p) = %p', (usd, code, locale, expected) =>
    expect(plain(formatMoney(usd, code, rates, locale))).toBe(expected),
  );
});

describe('formatUsd', () => {
  it.each<[unknown, string | null]>([
    [1234.5, '$1,234.50'],
    ['1299.9', '$1,299.90'],
    [0, '$0.00'],
    [0.005, '$0.01'],
    ['abc', null],
    ['', null],
    [NaN, null],
    [null, null],
  ])('formatUsd(%p) = %p', (value, expected) => expect(formatUsd(value)).toBe(expected));

  it('honours the locale', () => expect(plain(formatUsd(1234.5, 'es-ES') ?? '')).toBe('1234,50 US$'));
});

describe('ratesAreFresh', () => {
  const now = 1_750_000_000_000;
  it.each<[number | null | undefined, boolean]>([
    [now, true],
    [now - RATES_MAX_AGE_MS + 1, true],
    [now - RATES_MAX_AGE_MS, false],
    [now - RATES_MAX_AGE_MS - 1, false],
    [now + 60_000, false],
    [null, false],
    [undefined, false],
    [NaN, false],
  ])('ratesAreFresh(%p) = %p', (timestamp, fresh) => expect(ratesAreFresh(timestamp, now)).toBe(fresh));

  it.each([
    [23 * 3600 * 1000 + 59 * 60 * 1000, true],
    [24 * 3600 * 1000, false],
  ])('rates %p ms old are fresh: %p', (age, fresh) => expect(ratesAreFresh(now - age, now)).toBe(fresh));
});
