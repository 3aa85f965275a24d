import { openDatabase, type Database } from '@/lib/db/open';
import { languageOf, shopServerDown } from '@/lib/edge/answers';
import { addressOf, decide } from '@/lib/edge/decide';
import { shopView } from '@/lib/shop/serving/shop-view';
import { GET as latest } from '@/app/api/products/latest/route';
import { POST as search } from '@/app/api/search/route';
import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { PROBE_TIMEOUT_MS, SLOW_CALL_MS } from '@/lib/shop/shop-server/current-breaker';
import { jsonRequest } from './helpers/test-db';
import { startFaultyShop } from '../support/upstream-faults';

// Route handlers call connection() so cached builds answer per request; outside Next there is no request scope.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => {} }));

/**
 * The storefront in remote mode with its shop server hung (it accepts connections and never
 * answers): the circuit trips within a call's slow mark and the health call's timeout, then pages
 * and API answers come within a second, the edge answers pages that need the shop server 503 with
 * Retry-After in the shopper's language, and health says so.
 */

const holder = globalThis as typeof globalThis & { __shopDb?: Promise<Database> };
const none = { params: Promise.resolve({}) } as never;
let upstream: Awaited<ReturnType<typeof startFaultyShop>>;

beforeAll(async () => {
  upstream = await startFaultyShop();
  upstream.mode = 'hang';
  process.env.SHOP_API_URL = upstream.url;
  holder.__shopDb = openDatabase({ memory: true });
  await holder.__shopDb;
}, 120_000);
afterAll(async () => {
  delete process.env.SHOP_API_URL;
  await upstream.close();
  const database = (await holder.__shopDb) as unknown as { $client: { close(): Promise<void> } };
  holder.__shopDb = undefined;
  await database.$client.close();
});
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** The edge's decision for a page, and the answer it gives for it when it is the shop server's 503. */
const page = (path: string) => {
  const decision = decide(addressOf('GET', path), shopView, () => null);
  if (decision.kind !== 'shop-server-down') return { decision, answer: null };
  const answer = shopServerDown(languageOf(path, {}), decision.retryAfter);
  return { decision, answer: { ...answer, text: () => answer.body.toString() } };
};

async function within1s<T>(work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const answer = await work();
  expect(performance.now() - started).toBeLessThan(1_000);
  return answer;
}

describe('remote mode with the shop server hung', () => {
  it('before the circuit trips, the edge lets a page that needs the shop server through to render', () => {
    expect(page('/es/search?query=hood').decision).toEqual({ kind: 'pass' });
  });

  it('trips within the slow mark and the health call; the calls in flight and then API answers are 503 with Retry-After within 1 s', async () => {
    const started = performance.now();
    // Five different calls (asks for the same list share one call), ended together when the circuit opens.
    const first = await Promise.all(['hood', 'wing', 'lip', 'coilover', 'exhaust'].map((query) => search(jsonRequest('/api/search', { query }), none)));
    expect(first.map((res) => res.status)).toEqual([503, 503, 503, 503, 503]);
    expect(performance.now() - started).toBeLessThan(SLOW_CALL_MS + PROBE_TIMEOUT_MS + 1_500);

    for (let i = 0; i < 10; i++) {
      const res = await within1s(() => latest(jsonRequest('/api/products/latest?locale=ja'), none));
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await res.json()).error.code).toBe('upstream_unavailable');
    }
    const found = await within1s(() => search(jsonRequest('/api/search', { query: 'hood' }), none));
    expect(found.status).toBe(503);
    expect(found.headers.get('retry-after')).toMatch(/^\d+$/);
  }, 30_000);

  it.each([
    ['/es/search?query=capó', 'es', 'La tienda no está disponible por un momento'],
    ['/ja/store/products?carModels=ZN8%20GR86&brands=Enkei&page=2', 'ja', 'ただいまショップをご利用いただけません'],
    ['/search?query=hood', 'en', 'The shop is unavailable for a moment'],
    ['/es/account/orders', 'es', 'La tienda no está disponible por un momento'],
  ])('while open, the page %s answers 503 in %s within 1 s', async (path, locale, title) => {
    const { answer } = await within1s(() => page(path));
    expect(answer?.status).toBe(503);
    expect(Number(answer!.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(answer!.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(answer!.headers['Cache-Control']).toBe('no-store');
    const html = answer!.text();
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).not.toContain('__next_error__');
  });

  it.each(['/store/products', '/es/store/products?sort=price_ascending', '/about-nothing', '/ja/contact-us'])(
    'while open, %s (page cache or no shop data) is left to render',
    (path) => {
      expect(page(path).decision.kind).not.toBe('shop-server-down');
    },
  );

  it('health and readiness report the open circuit at once', async () => {
    const live = await within1s(() => health());
    expect(live.status).toBe(503);
    expect(await live.json()).toMatchObject({ status: 'unavailable', checks: { upstream: 'down' }, circuit: 'open' });
    const readiness = await within1s(() => ready());
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ checks: { shop: 'circuit open' }, circuit: 'open' });
  });
});
