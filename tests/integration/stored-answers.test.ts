/** @jest-environment node */
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Redis } from 'ioredis';
import { parseConfig } from '@/lib/runtime/config';
import { contentSecurityPolicy } from '@/lib/security/headers';

/**
 * Cached pages answered by the edge from stored answers (lib/edge/stored-answers.ts), around a
 * stand-in for Next that reads and writes the real page cache handler (the build's Next needs a
 * build; the e2e suite runs it): a HIT is kept with its headers and compressed once, sent without
 * entering Next, answered 304 on its ETag, and never sent again once a tag of its page expired,
 * here or on another instance (over Redis), even when the expiry comes while it is being kept.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'stored-answers-'));
process.env.DATA_DIR = dataDir;

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;
jest.mock('next', () => jest.requireActual('../support/next-stand-in').nextModule);

// Imported after the mock and the data folder are in place.
import { serve, type Served } from '@/lib/edge/serve';
import { answerAsNext, silentLogger } from '../support/next-stand-in';
import PageCacheHandler, { followSharedExpiry, type PageStore } from '@/lib/cache/page-cache-handler.mjs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page a product renders at each version: an inline script, as Next's pages carry. */
const renderPage = (version: number) => `<!DOCTYPE html><html lang="en"><head><title>Wing, version ${version}</title></head><body><h1>version ${version}</h1><script>self.__next_f.push([1,"version ${version}"])</script></body></html>`;
const TAGS = 'catalogue,product:7';

/** How a stand-in Next answers a cached page: the page cache's entry (HIT, with an ETag), or a render it stores (MISS). */
function standInNext(state: { version: number; renders: number; asked: string[]; hold?: Promise<void> }): Handler {
  return async (request, response) => {
    state.asked.push(`${request.url}${request.headers['x-shop-fill'] ? ' (fill)' : ''}`);
    const cache = new PageCacheHandler({});
    const key = `/route-cache/APP_PAGE/test/$/en${(request.url ?? '/').split('?')[0]}`;
    const found = (await cache.get(key, { kind: 'APP_PAGE' })) as { value: { html: string } } | null;
    // A test may hold a fill between its read of the page cache and its answer.
    if (request.headers['x-shop-fill'] && state.hold) await state.hold;
    let html: string;
    if (found) html = found.value.html;
    else {
      state.renders++;
      html = renderPage(state.version);
      await cache.set(key, { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': TAGS }, status: 200 }, { cacheControl: { revalidate: 3600, expire: 86400 } });
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', 's-maxage=3600, stale-while-revalidate=82800');
    response.setHeader('content-security-policy', contentSecurityPolicy(false));
    response.setHeader('x-nextjs-cache', found ? 'HIT' : 'MISS');
    if (found) response.setHeader('etag', `"${createHash('sha1').update(html).digest('hex')}"`);
    response.end(html);
  };
}

async function start(): Promise<{ served: Served; base: string }> {
  const result = parseConfig({ PORT: '1', BIND_ADDRESS: '127.0.0.1', DATA_DIR: dataDir });
  if (!result.ok) throw new Error(result.message);
  const served = await serve({ ...result.config, PORT: 0 }, silentLogger, { dir: process.cwd(), warm: false, shop: { unknownPage: () => null } });
  return { served, base: `http://127.0.0.1:${(served.listener.address() as AddressInfo).port}` };
}

/** Asks until the address is kept (the fill runs after the HIT's answer), at most 5 s. */
async function untilStored(served: Served, url: string) {
  for (let waited = 0; !served.stored!.has(url); waited += 20) {
    if (waited > 5_000) throw new Error(`${url} was never kept`);
    await sleep(20);
  }
}

const get = (base: string, url: string, headers: Record<string, string> = {}) => fetch(base + url, { headers: { 'accept-encoding': 'br, gzip', ...headers } });

describe('stored answers of cached pages', () => {
  let current: Awaited<ReturnType<typeof start>>;
  const state = { version: 1, renders: 0, asked: [] as string[], hold: undefined as Promise<void> | undefined };
  beforeAll(async () => {
    answerAsNext(standInNext(state));
    current = await start();
  });
  afterAll(async () => {
    await current.served.stop('test');
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    state.asked = [];
  });

  it('keeps a HIT whole and compressed, and answers it again without entering Next, with its policy and ETag; 304 on If-None-Match', async () => {
    expect((await get(current.base, '/store/product/wing')).headers.get('x-nextjs-cache')).toBe('MISS');
    const hit = await get(current.base, '/store/product/wing');
    expect(hit.headers.get('x-nextjs-cache')).toBe('HIT');
    await untilStored(current.served, '/store/product/wing');
    expect(state.asked).toEqual(['/store/product/wing', '/store/product/wing', '/store/product/wing (fill)']);

    state.asked = [];
    const stored = await fetch(`${current.base}/store/product/wing`, { headers: { 'accept-encoding': 'gzip' } });
    expect(stored.status).toBe(200);
    expect(await stored.text()).toBe(renderPage(1));
    expect(stored.headers.get('etag')).toBe(hit.headers.get('etag'));
    expect(stored.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(stored.headers.get('x-shop-stored')).toBe('1');
    expect(hit.headers.get('x-shop-stored')).toBeNull();
    // The policy of exactly this HTML: its inline script's hash, filled in when it was kept.
    const scriptHash = `'sha256-${createHash('sha256').update('self.__next_f.push([1,"version 1"])').digest('base64')}'`;
    expect(stored.headers.get('content-security-policy')).toContain(scriptHash);

    const raw = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
      http.get(`${current.base}/store/product/wing`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject),
    );
    expect(raw.headers['content-encoding']).toBe('br');
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
    expect(brotliDecompressSync(raw.body).toString()).toBe(renderPage(1));

    const revalidated = await get(current.base, '/store/product/wing', { 'if-none-match': hit.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toContain(scriptHash);
    const head = await fetch(`${current.base}/store/product/wing`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect([head.status, await head.text(), head.headers.get('content-encoding')]).toEqual([200, '', 'gzip']);
    expect(state.asked).toEqual([]);
  });

  it('answers a request that takes no compression with the kept page uncompressed, unzipped once and counted, without entering Next', async () => {
    const keptBytes = current.served.stored!.bytes;
    for (const accepted of [undefined, 'identity']) {
      const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) =>
        http.get(`${current.base}/store/product/wing`, { headers: accepted ? { 'accept-encoding': accepted } : {} }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks).toString() }));
        }).on('error', reject),
      );
      expect([raw.headers['x-shop-stored'], raw.headers['content-encoding'], raw.body]).toEqual(['1', undefined, renderPage(1)]);
      expect(Number(raw.headers['content-length'])).toBe(Buffer.byteLength(renderPage(1)));
    }
    expect(current.served.stored!.bytes - keptBytes).toBe(Buffer.byteLength(renderPage(1)));
    const head = await fetch(`${current.base}/store/product/wing`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(Buffer.byteLength(renderPage(1)))]);
    expect(state.asked).toEqual([]);
  });

  it('passes to Next what it does not keep: the router’s payloads, and requests that refuse every encoding it can send', async () => {
    await get(current.base, '/store/product/wing', { rsc: '1' });
    await fetch(`${current.base}/store/product/wing`, { headers: { 'accept-encoding': 'deflate, identity;q=0' } }).then((answer) => answer.text());
    expect(state.asked).toEqual(['/store/product/wing', '/store/product/wing']);
  });

  it('never sends a kept answer once a tag of its page expired on this instance: Next renders the new version', async () => {
    await untilStored(current.served, '/store/product/wing');
    state.version = 2;
    await new PageCacheHandler({}).revalidateTag('product:7');
    const after = await get(current.base, '/store/product/wing');
    expect(await after.text()).toBe(renderPage(2));
    expect(after.headers.get('x-nextjs-cache')).toBe('MISS');
    expect(current.served.stored!.has('/store/product/wing')).toBe(false);
    // Kept again from its next HIT, the new version.
    await get(current.base, '/store/product/wing');
    await untilStored(current.served, '/store/product/wing');
    expect(await (await get(current.base, '/store/product/wing')).text()).toBe(renderPage(2));
  });

  it('never sends it once another instance expired the tag (over Redis)', async () => {
    await untilStored(current.served, '/store/product/wing');
    const subscriber = Object.assign(new EventEmitter(), { subscribe: async () => 1 }) as unknown as Redis;
    await followSharedExpiry((new PageCacheHandler({}) as unknown as { store: PageStore }).store, subscriber);
    state.version = 3;
    subscriber.emit('message', 'shop:cache:expired-tags', JSON.stringify({ tags: ['product:7'], expired: Date.now() }));
    expect(await (await get(current.base, '/store/product/wing')).text()).toBe(renderPage(3));
  });

  it('does not keep an answer whose page expired while it was being kept', async () => {
    const url = '/store/product/lip';
    await get(current.base, url);
    let release!: () => void;
    state.hold = new Promise((resolve) => (release = resolve));
    await get(current.base, url);
    // The fill's request read the page cache and is held inside Next; the page's tag expires meanwhile.
    for (let waited = 0; !state.asked.includes(`${url} (fill)`); waited += 10) {
      if (waited > 5_000) throw new Error('no fill was asked');
      await sleep(10);
    }
    state.version = 4;
    await new PageCacheHandler({}).revalidateTag('product:7');
    state.hold = undefined;
    release();
    await sleep(300);
    expect(current.served.stored!.has(url)).toBe(false);
    expect(await (await get(current.base, url)).text()).toBe(renderPage(4));
  });
});
