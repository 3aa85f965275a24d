import { NextRequest } from 'next/server';
import { openDatabase, type Database } from '@/lib/db/open';
import middleware from '@/middleware';
import { GET as latest } from '@/app/api/products/latest/route';
import { POST as search } from '@/app/api/search/route';
import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { UPSTREAM_DEADLINE_MS } from '@/lib/shop/shop-server/client';
import { jsonRequest } from './helpers/test-db';
import { startFaultyShop } from '../support/upstream-faults';

// Route handlers call connection() so cached builds answer per request; outside Next there is no request scope.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => {} }));

/**
 * The storefront in remote mode with its shop server hung (it accepts connections and never
 * answers): once the circuit trips, pages and API answers come within a second, pages that need
 * the shop server answer 503 with Retry-After in the shopper's language, and health says so.
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

const page = (path: string) => middleware(new NextRequest(new URL(path, 'http://127.0.0.1:3000'), { headers: { accept: 'text/html' } }));

async function within1s<T>(work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const answer = await work();
  expect(performance.now() - started).toBeLessThan(1_000);
  return answer;
}

describe('remote mode with the shop server hung', () => {
  it('before the circuit trips, middleware lets a page that needs the shop server through to render', async () => {
    const answer = await page('/es/search?query=hood');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-middleware-next') ?? answer.headers.get('x-middleware-rewrite')).not.toBeNull();
  });

  it('trips after five timeouts; then API answers are 503 with Retry-After within 1 s', async () => {
    const started = performance.now();
    // Five different calls (asks for the same list share one call).
    const first = await Promise.all(['hood', 'wing', 'lip', 'coilover', 'exhaust'].map((query) => search(jsonRequest('/api/search', { query }), none)));
    expect(first.map((res) => res.status)).toEqual([504, 504, 504, 504, 504]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(UPSTREAM_DEADLINE_MS - 100);

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
    const answer = await within1s(() => page(path));
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).not.toContain('__next_error__');
  });

  it.each(['/store/products', '/es/store/products?sort=price_ascending', '/about-nothing', '/ja/contact-us'])(
    'while open, %s (page cache or no shop data) is left to render',
    async (path) => {
      expect((await page(path)).status).not.toBe(503);
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
