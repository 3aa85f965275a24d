/**
 * The Redis cache handler against a real Redis server (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379/7);
 * skipped with a note when none is given. Two handlers on one Redis stand for two instances.
 */
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createRedisCacheHandler } from '@/lib/cache/shared-cache-handler.mjs';
import { stream, text } from '@/tests/support/cache-streams';

const url = process.env.TEST_REDIS_URL;
const describeWithRedis = url ? describe : describe.skip;
if (!url) console.log('Redis cache handler tests skipped: TEST_REDIS_URL is not set.');

type Handler = ReturnType<typeof createRedisCacheHandler>;


describeWithRedis('shared cache handler on Redis', () => {
  let clients: Redis[] = [];
  let prefix: string;
  let clock: number;
  let instanceA: Handler;
  let instanceB: Handler;

  const entry = (value: string, tags: string[], overrides: Partial<{ revalidate: number; expire: number }> = {}) =>
    Promise.resolve({ value: stream(value), tags, stale: 30, timestamp: clock, expire: 3600, revalidate: 900, ...overrides });

  beforeEach(() => {
    prefix = `test:${randomUUID()}:`;
    clock = 1_800_000_000_000;
    clients = [new Redis(url!), new Redis(url!)];
    instanceA = createRedisCacheHandler({ client: clients[0], prefix, now: () => clock });
    instanceB = createRedisCacheHandler({ client: clients[1], prefix, now: () => clock });
  });

  afterEach(async () => {
    const keys = await clients[0].keys(`${prefix}*`);
    if (keys.length) await clients[0].del(...keys);
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('serves what one instance stored to the other, byte for byte', async () => {
    await instanceA.set('product:1', entry('{"name":"Hood"}', ['product-1']));
    const found = await instanceB.get('product:1', []);
    expect(found).toMatchObject({ tags: ['product-1'], timestamp: clock, revalidate: 900, expire: 3600 });
    expect(await text(found!.value)).toBe('{"name":"Hood"}');
    // Every get returns a stream of its own.
    expect(await text((await instanceB.get('product:1', []))!.value)).toBe('{"name":"Hood"}');
  });

  it('misses after a tag expired on another instance, and hits again once re-stored', async () => {
    await instanceA.set('product:1', entry('old', ['product-1']));
    clock += 1000;
    await instanceB.updateTags(['product-1']);
    expect(await instanceA.get('product:1', [])).toBeUndefined();
    clock += 1000;
    await instanceA.set('product:1', entry('new', ['product-1']));
    expect(await text((await instanceB.get('product:1', []))!.value)).toBe('new');
  });

  it('serves a stale-tagged entry once more with revalidate -1 (stale while revalidate)', async () => {
    await instanceA.set('listing', entry('list', ['products']));
    clock += 1000;
    await instanceB.updateTags(['products'], { expire: 60 });
    expect(await instanceA.get('listing', [])).toMatchObject({ revalidate: -1 });
    clock += 61_000;
    expect(await instanceA.get('listing', [])).toBeUndefined();
  });

  it('reports soft-tag expiry to every instance (revalidatePath)', async () => {
    expect(await instanceA.getExpiration(['_N_T_/store'])).toBe(0);
    clock += 5;
    await instanceB.updateTags(['_N_T_/store']);
    expect(await instanceA.getExpiration(['_N_T_/store', '_N_T_/other'])).toBe(clock);
  });

  it('drops an entry past its revalidate time and never stores one that expires at once', async () => {
    await instanceA.set('short', entry('x', [], { revalidate: 10 }));
    await instanceA.set('dynamic', entry('x', [], { expire: 0 }));
    expect(await instanceB.get('dynamic', [])).toBeUndefined();
    clock += 11_000;
    expect(await instanceB.get('short', [])).toBeUndefined();
  });

  it('gives Redis the entry a time to live so it can evict it', async () => {
    await instanceA.set('product:2', entry('x', [], { expire: 120 }));
    const ttl = await clients[0].ttl(`${prefix}entry:product:2`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it('announces each tag expiry on the channel the page cache of every instance listens on', async () => {
    const subscriber = new Redis(url!);
    clients.push(subscriber);
    const messages: [string, string][] = [];
    subscriber.on('message', (channel: string, message: string) => messages.push([channel, message]));
    await subscriber.subscribe(`${prefix}expired-tags`);
    await instanceA.updateTags(['product:1', 'long-lists'], { expire: 0 });
    for (let attempt = 0; attempt < 50 && messages.length === 0; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(messages).toEqual([[`${prefix}expired-tags`, JSON.stringify({ tags: ['product:1', 'long-lists'], stale: clock, expired: clock })]]);
  });

  it('waits for a pending set of the same key instead of missing', async () => {
    let finish: (value: Awaited<ReturnType<typeof entry>>) => void = () => {};
    const storing = instanceA.set('slow', new Promise((resolve) => (finish = resolve)));
    const reading = instanceA.get('slow', []);
    finish(await entry('done', []));
    await storing;
    expect(await text((await reading)!.value)).toBe('done');
  });
});
