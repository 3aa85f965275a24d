import { openDatabase, type Database } from '@/lib/db/open';
import { handle } from '@/lib/api/respond';
import { UpstreamError } from '@/lib/shop/shop-server/client';
import { GET as latest } from '@/app/api/products/latest/route';
import { GET as health } from '@/app/api/health/route';
import { GET as garage, PUT as saveGarage } from '@/app/api/account/garage/route';
import { startSession } from '@/lib/shop/accounts/server';
import { jsonRequest } from './helpers/test-db';

// Route handlers call connection() so cached builds answer per request; outside Next there is no request scope.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => {} }));

/** Route handlers in remote mode when the shop server cannot be reached. */

const holder = globalThis as typeof globalThis & { __shopDb?: Promise<Database> };
const none = { params: Promise.resolve({}) } as never;

beforeAll(async () => {
  // Port 9 (discard) refuses connections on this host: the shop server is down.
  process.env.SHOP_API_URL = 'http://127.0.0.1:9';
  holder.__shopDb = openDatabase({ memory: true });
  await holder.__shopDb;
}, 120_000);
afterAll(async () => {
  delete process.env.SHOP_API_URL;
  const database = (await holder.__shopDb) as unknown as { $client: { close(): Promise<void> } };
  holder.__shopDb = undefined;
  await database.$client.close();
});

describe('remote mode with the shop server down', () => {
  it('answers 502 JSON in the shopper\'s language, not 500', async () => {
    const res = await latest(jsonRequest('/api/products/latest?locale=es'), none);
    expect(res.status).toBe(502);
    const body = await res.json();
    expect(body.error.code).toBe('upstream_unavailable');
    expect(body.error.message).not.toMatch(/not answering/);
  });

  it('answers 504 when the shop server did not answer in time', async () => {
    const res = await handle(async () => {
      throw new UpstreamError('no answer in time', undefined, true);
    })(jsonRequest('/api/products/latest'), none);
    expect(res.status).toBe(504);
    expect((await res.json()).error.code).toBe('upstream_unavailable');
  });

  it('answers 502, not 500, for a failure that crossed a cache boundary while the shop server fails', async () => {
    // An UpstreamError thrown in a 'use cache' function reaches the route as Next's generic error with a digest.
    const crossed = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2192170777' });
    const res = await handle(async () => {
      throw crossed;
    })(jsonRequest('/api/search'), none);
    expect(res.status).toBe(502);
    expect((await res.json()).error.code).toBe('upstream_unavailable');
  });

  it('keeps no garage with accounts: a signed-in shopper\'s stays in the browser', async () => {
    const cookie = (await startSession({ id: '42', name: 'Rin', email: 'rin@example.com' })).split(';')[0];
    const read = await garage(jsonRequest('/api/account/garage', undefined, { headers: { cookie } }), none);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ garage: null });
    const write = await saveGarage(jsonRequest('/api/account/garage', { vehicles: ['zn8'], active: 'zn8' }, { method: 'PUT', headers: { cookie } }), none);
    expect(await write.json()).toEqual({ garage: null });
  });

  it('reports the upstream down in /api/health with 503', async () => {
    const res = await health();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', upstream: 'down' }, circuit: 'closed' });
  });
});
