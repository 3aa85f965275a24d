import { createRatesCache } from '@/lib/shop/cart/currency/rates-server';
import { FALLBACK_RATES } from '@/lib/shop/cart/currency/fallback-rates';

const DAY = 24 * 3600 * 1000;

function fakeFetch(answers: (() => Response)[]) {
  const calls: string[] = [];
  const fetcher = (async (url: string | URL | Request) => {
    calls.push(String(url));
    const next = answers.shift();
    if (!next) throw new Error('network down');
    return next();
  }) as typeof fetch;
  return { fetcher, calls };
}

const live = (rates: Record<string, number>) => () => Response.json({ result: 'success', conversion_rates: { USD: 1, ...rates } });

describe('createRatesCache', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('asks the service with the key in the path, then serves from memory for a day', async () => {
    let now = 1_000_000;
    const { fetcher, calls } = fakeFetch([live({ EUR: 0.9 }), live({ EUR: 0.95 })]);
    const cache = createRatesCache({ apiUrl: 'https://rates.test/v6/', apiKey: 'k3y', fetch: fetcher, now: () => now });
    expect(await cache.rates()).toEqual({ conversion_rates: { USD: 1, EUR: 0.9 }, timestamp: 1_000_000, source: 'live' });
    now += DAY - 1;
    expect((await cache.rates()).conversion_rates.EUR).toBe(0.9);
    expect(calls).toEqual(['https://rates.test/v6/k3y/latest/USD']);
    now += 2;
    expect((await cache.rates()).conversion_rates.EUR).toBe(0.95);
    expect(calls).toHaveLength(2);
  });

  it('falls back to the stale rates when the service fails, and rests before asking again', async () => {
    let now = 0;
    const { fetcher, calls } = fakeFetch([live({ EUR: 0.9 }), () => new Response('nope', { status: 503, statusText: 'Service Unavailable' })]);
    const cache = createRatesCache({ apiUrl: 'https://rates.test', apiKey: 'k', fetch: fetcher, now: () => now });
    await cache.rates();
    now += DAY + 1;
    expect(await cache.rates()).toEqual({ conversion_rates: { USD: 1, EUR: 0.9 }, timestamp: 0, source: 'stale' });
    expect((await cache.rates()).source).toBe('stale');
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['the service is down', [] as (() => Response)[]],
    ['the answer is not rates', [() => Response.json({ result: 'error', 'error-type': 'invalid-key' })]],
  ])('uses the built-in table when %s and nothing is cached', async (_label, answers) => {
    const { fetcher } = fakeFetch(answers);
    const cache = createRatesCache({ apiUrl: 'https://rates.test', apiKey: 'k', fetch: fetcher, now: () => 5 });
    expect(await cache.rates()).toEqual({ conversion_rates: FALLBACK_RATES, timestamp: 5, source: 'fallback' });
  });

  it('never calls out without a key', async () => {
    const { fetcher, calls } = fakeFetch([live({ EUR: 1 })]);
    const cache = createRatesCache({ apiUrl: 'https://rates.test', apiKey: '', fetch: fetcher });
    expect((await cache.rates()).source).toBe('fallback');
    expect(calls).toEqual([]);
  });
});
