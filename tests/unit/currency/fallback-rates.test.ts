import { CURRENCY_OPTIONS } from '@/lib/shop/cart/currency/currencies';
import { FALLBACK_RATES } from '@/lib/shop/cart/currency/fallback-rates';

it.each([
  ['USD', 1],
  ['EUR', 0.8561],
  ['GBP', 0.7409],
  ['JPY', 146.997],
])('%s is %p', (code, rate) => expect(FALLBACK_RATES[code]).toBe(rate));

it('holds about 160 positive rates', () => {
  const entries = Object.entries(FALLBACK_RATES);
  expect(entries.length).toBeGreaterThanOrEqual(150);
  expect(entries.length).toBeLessThanOrEqual(170);
  for (const [code, rate] of entries) {
    expect(code).toMatch(/^[A-Z]{3}$/);
    expect(rate).toBeGreaterThan(0);
  }
});

it('has a rate for every currency a shopper can pick', () => {
  const missing = CURRENCY_OPTIONS.map((o) => o.code).filter((code) => !(code in FALLBACK_RATES));
  expect(missing).toEqual([]);
});
