import {
  COUNTRY_CURRENCY,
  countryCodeFor,
  countryName,
  CURRENCY_OPTIONS,
  filterCurrencyOptions,
  sortCurrencyOptions,
} from '@/lib/shop/cart/currency/currencies';

describe('CURRENCY_OPTIONS', () => {
  it('holds about 130 currencies', () => {
    const codes = new Set(CURRENCY_OPTIONS.map((o) => o.code));
    expect(codes.size).toBeGreaterThanOrEqual(120);
    expect(codes.size).toBeLessThanOrEqual(160);
  });

  it('is sorted by country name', () => {
    const names = CURRENCY_OPTIONS.map((o) => o.country);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has one row per country and currency pair', () => {
    const pairs = CURRENCY_OPTIONS.map((o) => `${o.countryCode}:${o.code}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('uses well-formed codes and a symbol on every row', () => {
    for (const o of CURRENCY_OPTIONS) {
      expect(o.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(o.code).toMatch(/^[A-Z]{3}$/);
      expect(o.symbol).not.toBe('');
    }
  });

  it.each([
    ['Zimbabwe', ['USD', 'ZWL']],
    ['Panama', ['USD', 'PAB']],
    ['Croatia', ['EUR', 'HRK']],
    ['United States', ['USD']],
    ['Japan', ['JPY']],
    ['Mexico', ['MXN']],
    ['Spain', ['EUR']],
    ['Canada', ['CAD']],
    ['United Kingdom', ['GBP']],
    ['Germany', ['EUR']],
    ['France', ['EUR']],
  ])('%s trades in %p', (country, codes) => {
    expect(CURRENCY_OPTIONS.filter((o) => o.country === country).map((o) => o.code)).toEqual(codes);
  });
});

describe('COUNTRY_CURRENCY', () => {
  it.each([
    ['US', 'USD'],
    ['JP', 'JPY'],
    ['MX', 'MXN'],
    ['ES', 'EUR'],
    ['HR', 'EUR'],
    ['PA', 'USD'],
    ['ZW', 'USD'],
    ['GB', 'GBP'],
    ['CA', 'CAD'],
  ])('%s → %s', (cc, code) => expect(COUNTRY_CURRENCY[cc]).toBe(code));

  it('covers every country in the options', () => {
    for (const o of CURRENCY_OPTIONS) expect(COUNTRY_CURRENCY[o.countryCode]).toBeDefined();
  });
});

describe('countryName / countryCodeFor', () => {
  it.each([
    ['US', 'United States'],
    ['gb', 'United Kingdom'],
    ['XX', null],
  ])('countryName(%p) = %p', (cc, name) => expect(countryName(cc)).toBe(name));

  it.each([
    ['United States', 'US'],
    [' japan ', 'JP'],
    ['Atlantis', null],
  ])('countryCodeFor(%p) = %p', (name, cc) => expect(countryCodeFor(name)).toBe(cc));
});

describe('filterCurrencyOptions', () => {
  const codesFor = (query: string, label?: Parameters<typeof filterCurrencyOptions>[2]) =>
    filterCurrencyOptions(CURRENCY_OPTIONS, query, label).map((o) => `${o.countryCode}:${o.code}`);

  it.each([
    ['', CURRENCY_OPTIONS.length],
    ['   ', CURRENCY_OPTIONS.length],
  ])('query %p keeps everything', (query, count) => expect(codesFor(query)).toHaveLength(count));

  it.each([
    ['japan', ['JP:JPY']],
    ['JAPAN', ['JP:JPY']],
    ['jpy', ['JP:JPY']],
    ['zwl', ['ZW:ZWL']],
    ['zimbabwe', ['ZW:USD', 'ZW:ZWL']],
    ['no such place', []],
  ])('query %p', (query, expected) => expect(codesFor(query)).toEqual(expected));

  it('matches the localized country name when a label function is given', () => {
    const spanish = new Intl.DisplayNames(['es'], { type: 'region' });
    expect(codesFor('japón', (o) => spanish.of(o.countryCode) ?? o.country)).toEqual(['JP:JPY']);
    expect(codesFor('japón')).toEqual([]);
  });
});

describe('sortCurrencyOptions', () => {
  const pick = (codes: string[]) => CURRENCY_OPTIONS.filter((o) => codes.includes(o.countryCode));
  const names = (locale: string) => {
    const display = new Intl.DisplayNames([locale], { type: 'region' });
    return (o: { countryCode: string; country: string }) => display.of(o.countryCode) ?? o.country;
  };

  it.each([
    ['en', ['DE', 'JP', 'ES'], ['DE', 'JP', 'ES']],
    // Alemania, España, Japón: the Spanish names sort differently from the English ones.
    ['es', ['DE', 'JP', 'ES'], ['DE', 'ES', 'JP']],
    // Spain is スペイン, Germany ドイツ and Japan 日本 in Japanese order.
    ['ja', ['DE', 'JP', 'ES'], ['ES', 'DE', 'JP']],
  ])('in %s', (locale, countries, expected) => {
    const sorted = sortCurrencyOptions(pick(countries), locale, names(locale));
    expect(sorted.map((o) => o.countryCode)).toEqual(expected);
  });

  it('keeps the table order for equal names by currency code', () => {
    expect(sortCurrencyOptions(pick(['ZW']), 'en').map((o) => o.code)).toEqual(['USD', 'ZWL']);
  });
});
