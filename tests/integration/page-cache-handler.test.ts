/**
 * The page cache (next.config.ts `cacheHandler`) on a real folder: entries as Next hands them
 * over, the size cap with least-recently-used eviction, tag expiry (this instance's and, through
 * the channel the shared handler announces on, another's), and a restart over the same folder.
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { createPageStore, followSharedExpiry, maxBytesOf, pageCacheHandler, type PageStore } from '@/lib/cache/page-cache-handler.mjs';
import { createRedisCacheHandler } from '@/lib/cache/shared-cache-handler.mjs';

const KB = 1024;

/** A page as Next's response cache hands it to `set`: HTML, the RSC payload, its segments, its tags in a header. */
const page = (name: string, tags: string[], htmlBytes = 10 * KB) => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><title>${name}</title>${'x'.repeat(htmlBytes)}`,
  rscData: Buffer.from(`0:["${name}"]\n`),
  headers: { 'x-next-cache-tags': tags.join(','), 'x-nextjs-stale-time': '300' },
  postponed: undefined,
  status: 200,
  segmentData: new Map([
    ['/_tree', Buffer.from(`tree of ${name}`)],
    ['/_full', Buffer.from([0, 255, 1, 254])],
  ]),
});

const context = { kind: 'APP_PAGE', isRoutePPREnabled: true, isFallback: false };
const cacheControl = { revalidate: 3600, expire: 86400 };
const onDisk = (dir: string) => readdirSync(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);

let dir: string;
let clock: number;
const store = (maxBytes: number) => createPageStore({ dir, maxBytes, now: () => clock });
const handlerOn = (pages: PageStore) => new (pageCacheHandler(() => pages))({ serverDistDir: undefined });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
  clock = 1_800_000_000_000;
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the page cache handler', () => {
  it('gives back what Next stored: HTML, Buffers, the segment Map, headers, status, lifetime and age', async () => {
    const handler = handlerOn(store(10 * 1024 * KB));
    const stored = page('/en/by-query/all/store/products', ['catalogue', 'listings']);
    await handler.set('/route-cache/APP_PAGE/abc/$/en/by-query/all/store/products', stored, { ...context, cacheControl });
    clock += 5_000;
    const found = await handler.get('/route-cache/APP_PAGE/abc/$/en/by-query/all/store/products', context);
    expect(found).toEqual({ lastModified: 1_800_000_000_000, value: stored, cacheControl });
    const segments = (found!.value as ReturnType<typeof page>).segmentData;
    expect(segments.get('/_full')).toEqual(Buffer.from([0, 255, 1, 254]));
    expect(await handler.get('/route-cache/APP_PAGE/abc/$/en/other', context)).toBeNull();
  });

  it('holds the files under the cap, evicting the least recently used page first', async () => {
    const cap = 60 * KB;
    const pages = store(cap);
    const handler = handlerOn(pages);
    for (let n = 0; n < 5; n++) {
      await handler.set(`/p${n}`, page(`p${n}`, []), { ...context, cacheControl });
      clock += 1;
    }
    // p0 is read, so p1 is now the least recently used.
    expect(await handler.get('/p0', context)).not.toBeNull();
    for (let n = 5; n < 12; n++) {
      await handler.set(`/p${n}`, page(`p${n}`, []), { ...context, cacheControl });
      clock += 1;
      expect(pages.size).toBeLessThanOrEqual(cap);
      if (n === 5) {
        expect(await handler.get('/p1', context)).toBeNull();
        expect(await handler.get('/p0', context)).not.toBeNull();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onDisk(dir)).toBe(pages.size);
    expect(onDisk(dir)).toBeLessThanOrEqual(cap);
    expect(pages.count).toBe(5);
    const kept = [];
    for (let n = 0; n < 12; n++) if (await handler.get(`/p${n}`, context)) kept.push(n);
    expect(kept).toEqual([7, 8, 9, 10, 11]);
    expect(pages.count).toBe(5);
  });

  it('does not store an entry larger than the whole cache, and stores nothing with a cap of 0', async () => {
    const small = handlerOn(store(8 * KB));
    await small.set('/big', page('big', [], 20 * KB), { ...context, cacheControl });
    expect(await small.get('/big', context)).toBeNull();
    const off = handlerOn(store(0));
    await off.set('/any', page('any', [], 0), { ...context, cacheControl });
    expect(await off.get('/any', context)).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('drops the pages whose tag expired (as lib/shop/data/expire.ts asks: expire 0), and serves the page rendered after', async () => {
    const pages = store(1024 * KB);
    const handler = handlerOn(pages);
    await handler.set('/hood', page('hood', ['catalogue', 'product:1']), { ...context, cacheControl });
    await handler.set('/wing', page('wing', ['catalogue', 'product:2']), { ...context, cacheControl });
    clock += 1_000;
    await handler.revalidateTag(['product:1'], { expire: 0 });
    expect(await handler.get('/hood', context)).toBeNull();
    expect(await handler.get('/wing', context)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(dir)).toHaveLength(1);
    clock += 1_000;
    await handler.set('/hood', page('hood again', ['catalogue', 'product:1']), { ...context, cacheControl });
    expect(await handler.get('/hood', context)).toMatchObject({ value: { html: expect.stringContaining('hood again') } });
    // Without durations, as Next's own handler: expired at once.
    clock += 1_000;
    await handler.revalidateTag('catalogue');
    expect(await handler.get('/hood', context)).toBeNull();
    expect(await handler.get('/wing', context)).toBeNull();
  });

  it('writes on after its folder was removed (a newer build started on the same data folder)', async () => {
    const handler = handlerOn(store(1024 * KB));
    rmSync(dir, { recursive: true, force: true });
    await handler.set('/hood', page('hood', []), { ...context, cacheControl });
    expect(await handler.get('/hood', context)).not.toBeNull();
  });

  it("checks a fetch entry's tags and soft tags from the context Next reads it with", async () => {
    const handler = handlerOn(store(1024 * KB));
    const fetched = { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: 'http://shop/api' }, revalidate: 60 };
    await handler.set('fetch-key', fetched, { fetchCache: true, tags: ['rates'] });
    clock += 1_000;
    await handler.revalidateTag(['_N_T_/en/layout'], { expire: 0 });
    expect(await handler.get('fetch-key', { kind: 'FETCH', tags: ['rates'], softTags: [] })).toEqual({ lastModified: 1_800_000_000_000, value: fetched, cacheControl: undefined });
    expect(await handler.get('fetch-key', { kind: 'FETCH', tags: ['rates'], softTags: ['_N_T_/en/layout'] })).toBeNull();
  });

  it("drops this instance's copies when another instance expires a tag, on the shared handler's channel", async () => {
    const pages = store(1024 * KB);
    const handler = handlerOn(pages);
    await handler.set('/hood', page('hood', ['product:1']), { ...context, cacheControl });
    await handler.set('/wing', page('wing', ['product:2']), { ...context, cacheControl });
    // The shared handler of another instance, its Redis client recording what it publishes.
    const published: [string, string][] = [];
    const pipeline = { hset: () => pipeline, publish: (channel: string, message: string) => (published.push([channel, message]), pipeline), exec: async () => [] };
    const other = createRedisCacheHandler({ client: { pipeline: () => pipeline } as unknown as Redis, now: () => clock + 1_000 });
    const subscriber = Object.assign(new EventEmitter(), { subscribed: [] as string[], subscribe: async (channel: string) => subscriber.subscribed.push(channel) });
    await followSharedExpiry(pages, subscriber as unknown as Redis);
    clock += 2_000;
    await other.updateTags(['product:1'], { expire: 0 });
    expect(published).toHaveLength(1);
    expect(subscriber.subscribed).toEqual([published[0][0]]);
    subscriber.emit('message', published[0][0], published[0][1]);
    expect(await handler.get('/hood', context)).toBeNull();
    expect(await handler.get('/wing', context)).not.toBeNull();
    subscriber.emit('message', published[0][0], 'not json');
    expect(await handler.get('/wing', context)).not.toBeNull();
  });

  it('finds its files again after a restart, holds a smaller cap at once, and removes what a crash left half written', async () => {
    const first = handlerOn(store(1024 * KB));
    for (let n = 0; n < 4; n++) {
      await first.set(`/p${n}`, page(`p${n}`, ['catalogue']), { ...context, cacheControl });
      clock += 1;
    }
    writeFileSync(path.join(dir, 'cut-short.tmp'), 'half');
    writeFileSync(path.join(dir, 'garbage'), 'not an entry');
    const size = store(1024 * KB).size;
    const reopened = store(Math.ceil(size / 2));
    expect(reopened.size).toBeLessThanOrEqual(Math.ceil(size / 2));
    expect(reopened.count).toBe(2);
    const handler = handlerOn(reopened);
    expect(await handler.get('/p0', context)).toBeNull();
    expect(await handler.get('/p3', context)).toMatchObject({ lastModified: 1_800_000_000_003, cacheControl });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(dir)).toHaveLength(2);
  });
});

describe('maxBytesOf: PAGE_CACHE_MAX_MB', () => {
  it.each([
    [undefined, 512 * 1024 * KB],
    ['', 512 * 1024 * KB],
    ['64', 64 * 1024 * KB],
    ['0', 0],
    ['lots', 512 * 1024 * KB],
    ['-5', 512 * 1024 * KB],
  ])('%j → %i bytes', (setting, bytes) => {
    expect(maxBytesOf(setting)).toBe(bytes);
  });
});
