/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseConfig } from '@/lib/runtime/config';
import { isStopping, onStop } from '@/lib/runtime/shutdown';

/**
 * The shop's server around a stand-in for Next's request handler (the real one needs a build;
 * the e2e suite runs the server on one): what it does before, around and after Next.
 */
type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;
let nextHandler: Handler;
const nextApp = { prepare: jest.fn(async () => {}), close: jest.fn(async () => {}), getRequestHandler: () => (request: http.IncomingMessage, response: http.ServerResponse) => nextHandler(request, response) };
jest.mock('next', () => ({ __esModule: true, default: () => nextApp }));

// Imported after the mock is in place.
import { serve, type Served, type ShopView } from '@/lib/edge/serve';

/** A shop where every path names a page, with no shop server: only the server's own steps apply. */
const everyPathAPage: ShopView = { unknownPage: () => null };

const silent = { info: () => {}, warn: () => {}, error: () => {}, flush: () => {} } as unknown as Parameters<typeof serve>[1];

async function start(env: Record<string, string> = {}, warm = false): Promise<{ served: Served; base: string; port: number }> {
  const result = parseConfig({ PORT: '1', BIND_ADDRESS: '127.0.0.1', MAX_CONCURRENT_RENDERS: '2', RENDER_QUEUE_LENGTH: '2', RENDER_QUEUE_SECONDS: '1', ...env });
  if (!result.ok) throw new Error(result.message);
  // Port 0: the system picks a free one.
  const served = await serve({ ...result.config, PORT: 0 }, silent, { dir: process.cwd(), warm, shop: everyPathAPage });
  const port = (served.listener.address() as AddressInfo).port;
  return { served, base: `http://127.0.0.1:${port}`, port };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page that takes `ms` to render, as Next would answer it. */
const slowPage =
  (ms: number, headers: Record<string, string> = {}): Handler =>
  async (_request, response) => {
    await sleep(ms);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end('<!DOCTYPE html><html><body>page</body></html>');
  };

describe('the shop server', () => {
  let current: Awaited<ReturnType<typeof start>> | undefined;
  afterEach(async () => {
    await current?.served.stop('test');
    current = undefined;
  });

  it('asks for the main pages once before it listens, the product page with a real slug', async () => {
    const asked: string[] = [];
    nextHandler = async (request, response) => {
      asked.push(request.url ?? '');
      response.end(request.url === '/api/products/hot' ? JSON.stringify({ products: [{ slug: 'gr86-wing' }] }) : 'ok');
    };
    current = await start({}, true);
    expect(asked).toEqual(['/', '/api/products/hot', '/store/product/gr86-wing', '/store/products', '/search?query=hood', '/faqs']);
  });

  it('puts the socket address on the request, over any value a client sent', async () => {
    const seen: (string | string[] | undefined)[] = [];
    nextHandler = async (request, response) => {
      seen.push(request.headers['x-shop-peer-address']);
      response.end('ok');
    };
    current = await start();
    await fetch(`${current.base}/api/products/hot`, { headers: { 'x-shop-peer-address': '203.0.113.9' } });
    expect(seen).toEqual(['127.0.0.1']);
  });

  it('answers an address whose percent-encoding does not decode with 400 itself, with the headers of every answer', async () => {
    const seen: string[] = [];
    nextHandler = async (request, response) => {
      seen.push(request.url ?? '');
      response.end('ok');
    };
    current = await start();
    for (const path of ['/store/product/%E0%A4%A', '/es/%ZZ', '/api/products/%C0%AF']) {
      const answer = await fetch(current.base + path);
      expect([path, answer.status, await answer.text()]).toEqual([path, 400, 'Bad request: this address is not valid.']);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    expect((await fetch(`${current.base}/search?q=%ZZ`)).status).toBe(200);
    expect(seen).toEqual(['/search?q=%ZZ']);
  });

  it('runs at most MAX_CONCURRENT_RENDERS renders, queues the next, and answers the rest 503 with Retry-After', async () => {
    nextHandler = slowPage(400);
    current = await start();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => fetch(`${current!.base}/search?q=${n}`).then(async (r) => ({ status: r.status, retry: r.headers.get('retry-after'), body: await r.text() }))));
    const statuses = answers.map((answer) => answer.status).sort();
    // Two render, two wait (400 ms, inside the 1 s wait) and render next; the line holds two, so two are refused.
    expect(statuses).toEqual([200, 200, 200, 200, 503, 503]);
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(answer.retry).toBe('1');
      expect(answer.body).toContain('<html lang="en">');
    }
  });

  it('refuses at once a request whose expected wait is longer than RENDER_QUEUE_SECONDS, having learnt how long renders take', async () => {
    nextHandler = slowPage(500);
    current = await start({ MAX_CONCURRENT_RENDERS: '1', RENDER_QUEUE_LENGTH: '10', RENDER_QUEUE_SECONDS: '0.3' });
    // One render of 500 ms: the estimate moves from 100 to 180 ms. One may now wait (180 ms), a second would wait 360.
    expect((await fetch(`${current.base}/ja/search?q=first`)).status).toBe(200);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 4 }, (_, n) => fetch(`${current!.base}/ja/search?q=${n}`).then(async (r) => ({ status: r.status, at: Date.now() - started, body: await r.text() }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503, 503]);
    for (const refused of answers.filter((answer) => answer.status === 503)) {
      expect(refused.at).toBeLessThan(300);
      expect(refused.body).toContain('<html lang="ja">');
    }
  });

  it('never holds back static files, public files or the health check behind renders', async () => {
    nextHandler = async (request, response) => {
      if ((request.url ?? '').startsWith('/search')) await sleep(800);
      response.end('ok');
    };
    current = await start({ RENDER_QUEUE_LENGTH: '0' });
    const renders = Array.from({ length: 2 }, (_, n) => fetch(`${current!.base}/search?q=${n}`));
    await sleep(50);
    for (const path of ['/_next/static/chunks/a.js', '/api/health', '/api/ready', '/flags/us.svg']) {
      const started = Date.now();
      const answer = await fetch(current.base + path);
      expect([path, answer.status]).toEqual([path, 200]);
      expect(Date.now() - started).toBeLessThan(400);
    }
    expect((await fetch(`${current.base}/search?q=more`)).status).toBe(503);
    await Promise.all(renders);
  });

  it('serves an address last answered from the page cache on its own line while renders are full', async () => {
    nextHandler = async (request, response) => {
      if ((request.url ?? '').startsWith('/search')) await sleep(800);
      response.writeHead(200, { 'content-type': 'text/plain', ...(request.url === '/' ? { 'x-nextjs-cache': 'HIT' } : {}) });
      response.end('ok');
    };
    current = await start({ RENDER_QUEUE_LENGTH: '0' });
    expect((await fetch(`${current.base}/`)).status).toBe(200);
    const renders = Array.from({ length: 2 }, (_, n) => fetch(`${current!.base}/search?q=${n}`));
    await sleep(50);
    expect((await fetch(`${current.base}/search?q=more`)).status).toBe(503);
    expect((await fetch(`${current.base}/`)).status).toBe(200);
    await Promise.all(renders);
  });

  it('gives a render place back as soon as an answer from the page cache has its headers', async () => {
    nextHandler = async (request, response) => {
      const cached = (request.url ?? '').startsWith('/cached');
      if (cached) response.setHeader('x-nextjs-cache', 'HIT');
      response.writeHead(200, { 'content-type': 'text/plain' });
      // The body of a cached answer takes long to leave (a slow client); a render holds its place throughout.
      await sleep(cached ? 600 : 0);
      response.end('ok');
    };
    current = await start({ RENDER_QUEUE_LENGTH: '0' });
    const slowCached = [fetch(`${current.base}/cached/1`), fetch(`${current.base}/cached/2`)];
    await sleep(100);
    expect((await fetch(`${current.base}/search?q=now`)).status).toBe(200);
    await Promise.all(slowCached);
  });

  it('drains on stop: readiness fails, new connections are refused, a kept-alive connection gets its answer with Connection: close, and the stop hooks run last', async () => {
    const order: string[] = [];
    onStop('test hook', 'close', () => order.push('hook'));
    nextHandler = slowPage(300);
    current = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) =>
        http.get(`${current!.base}${path}`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
        }).on('error', reject),
      );
    expect((await get('/first')).status).toBe(200);
    const inFlight = get('/second');
    await sleep(50);
    const stopped = current.served.stop('SIGTERM').then(() => order.push('stopped'));
    // Sent on the same kept-alive connection once the answer in flight is out.
    const onKeptConnection = get('/after-stop');
    await sleep(50);
    expect(isStopping()).toBe(true);
    await expect(fetch(`${current.base}/new-connection`)).rejects.toThrow();
    expect((await inFlight).status).toBe(200);
    expect(await onKeptConnection).toEqual({ status: 200, connection: 'close' });
    await stopped;
    expect(order).toEqual(['hook', 'stopped']);
    agent.destroy();
    current = undefined;
  });
});
