/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { parseConfig } from '@/lib/runtime/config';
import { startFaultyShop } from '../support/upstream-faults';

/**
 * The shop's server in remote mode around a stand-in for Next whose search page asks the shop
 * server, which hangs (accepts, never answers). The behaviour, with generous bounds (the figures
 * are `npm run bench -- --parts edge`'s): forty such pages at once are all answered within a few
 * seconds, none at the upstream deadline; then one a second is answered at once, whatever the
 * background probe is doing; and pages render again once the shop server answers, without a restart.
 */
jest.mock('next', () => jest.requireActual('../support/next-stand-in').nextModule);

// Imported after the mock is in place.
import { serve, type Served } from '@/lib/edge/serve';
import { answerAsNext, silentLogger } from '../support/next-stand-in';
import { remoteShop } from '@/lib/shop/data/backend';
import { shopView } from '@/lib/shop/serving/shop-view';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let upstream: Awaited<ReturnType<typeof startFaultyShop>>;
let served: Served;
let base: string;

beforeAll(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  upstream = await startFaultyShop();
  const shop = remoteShop(upstream.url);
  // A search page renders from the shop server's answer; a render that throws is Next's 500.
  answerAsNext(async (request, response) => {
    const query = new URL(request.url ?? '/', 'http://shop.invalid').searchParams.get('query') ?? '';
    try {
      const results = await shop.search.search(query);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!DOCTYPE html><html lang="en"><body>${results.length} results</body></html>`);
    } catch {
      response.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!DOCTYPE html><html id="__next_error__"><body>Internal Server Error</body></html>');
    }
  });
  const result = parseConfig({ PORT: '1', BIND_ADDRESS: '127.0.0.1', SHOP_API_URL: upstream.url, MAX_CONCURRENT_RENDERS: '3' });
  if (!result.ok) throw new Error(result.message);
  served = await serve({ ...result.config, PORT: 0 }, silentLogger, { dir: process.cwd(), warm: false, shop: shopView });
  base = `http://127.0.0.1:${(served.listener.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await served.stop('test');
  await upstream.close();
  jest.restoreAllMocks();
});

const timed = async (path: string) => {
  const started = performance.now();
  const answer = await fetch(base + path);
  await answer.arrayBuffer();
  return { status: answer.status, retryAfter: answer.headers.get('retry-after'), ms: performance.now() - started };
};

describe('a hung shop server, as shoppers meet it', () => {
  it('answers forty pages that need it, asked at once, within a few seconds each, none at the upstream deadline', async () => {
    expect((await timed('/search?query=hood')).status).toBe(200);
    upstream.mode = 'hang';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => timed(`/search?query=wing+${n}`)));
    expect(answers.every((answer) => answer.status === 503 && answer.retryAfter !== null)).toBe(true);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(5_000);
  });

  it('then answers one page a second at once while the background probe finds it still hung', async () => {
    // Ten seconds: two of the breaker's probes (every 5 s) fall inside.
    for (let n = 0; n < 10; n++) {
      const answer = await timed(`/es/search?query=lip+${n}`);
      expect([answer.status, answer.retryAfter !== null]).toEqual([503, true]);
      expect(answer.ms).toBeLessThan(1_000);
      await sleep(1_000);
    }
  }, 60_000);

  it('renders pages again once the shop server answers, without a restart', async () => {
    upstream.mode = 'answer';
    const started = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - started < 15_000) {
      status = (await timed('/search?query=back')).status;
      if (status !== 200) await sleep(250);
    }
    expect(status).toBe(200);
  }, 30_000);
});
