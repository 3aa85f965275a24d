/**
 * The in-process `'use cache'` handler (no REDIS_URL), on Next's documented handler interface:
 * entries come back byte for byte, tags expire and stale them as Next's own handler did, and
 * the bytes it keeps never pass its cap.
 */
import { createMemoryCacheHandler } from '@/lib/cache/shared-cache-handler.mjs';
import { stream, text } from '@/tests/support/cache-streams';


let clock: number;
const handler = (maxBytes?: number) => createMemoryCacheHandler({ maxBytes, now: () => clock });
const entry = (value: string, tags: string[] = [], overrides: Partial<{ expire: number; revalidate: number }> = {}) =>
  Promise.resolve({ value: stream(value), tags, stale: 30, timestamp: clock, expire: 3600, revalidate: 900, ...overrides });

beforeEach(() => {
  clock = 1_800_000_000_000;
});

describe('the in-process cache handler', () => {
  it('serves what was stored, byte for byte, as often as it is read', async () => {
    const cache = handler();
    await cache.set('product:1', entry('{"name":"Hood"}', ['product:1']));
    for (let read = 0; read < 2; read++) {
      const hit = await cache.get('product:1', []);
      expect(await text(hit!.value)).toBe('{"name":"Hood"}');
      expect(hit).toMatchObject({ tags: ['product:1'], timestamp: clock, expire: 3600, revalidate: 900, stale: 30 });
    }
    expect(await cache.get('product:2', [])).toBeUndefined();
  });

  it.each([
    ['an expiry now (revalidateTag with expire 0)', { expire: 0 }, 'miss'],
    ['an expiry with no durations (updateTag)', undefined, 'miss'],
    ['stale while revalidate (revalidateTag "max")', {}, 'stale'],
    ['an expiry an hour from now', { expire: 3600 }, 'stale'],
  ])('after %s an entry with the tag is a %s', async (_case, durations, outcome) => {
    const cache = handler();
    await cache.set('list', entry('cards', ['product:1', 'listings']));
    await cache.set('other', entry('other', ['product:2']));
    clock += 1000;
    await cache.updateTags(['product:1'], durations);
    const hit = await cache.get('list', []);
    if (outcome === 'miss') expect(hit).toBeUndefined();
    else expect(hit?.revalidate).toBe(-1);
    expect((await cache.get('other', []))?.revalidate).toBe(900);
  });

  it('keeps an entry stored after the expiry, and tells Next when each tag last expired', async () => {
    const cache = handler();
    await cache.updateTags(['product:1'], { expire: 0 });
    clock += 1000;
    await cache.set('list', entry('fresh', ['product:1']));
    expect(await text((await cache.get('list', []))!.value)).toBe('fresh');
    expect(await cache.getExpiration(['product:1', 'product:9'])).toBe(clock - 1000);
    expect(await cache.getExpiration(['product:9'])).toBe(0);
  });

  it('honours soft tags passed to get (revalidatePath)', async () => {
    const cache = handler();
    await cache.set('page', entry('page'));
    clock += 1000;
    await cache.updateTags(['_N_T_/es/store']);
    expect(await cache.get('page', ['_N_T_/es/store'])).toBeUndefined();
  });

  it('never keeps an entry that expires at once, nor one whose value failed part way', async () => {
    const cache = handler();
    await cache.set('dynamic', entry('now', [], { expire: 0 }));
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('half'));
        controller.error(new Error('render failed'));
      },
    });
    await cache.set('broken', Promise.resolve({ value: broken, tags: [], stale: 30, timestamp: clock, expire: 3600, revalidate: 900 }));
    expect(await cache.get('dynamic', [])).toBeUndefined();
    expect(await cache.get('broken', [])).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entries past its cap, and refuses one larger than the cap', async () => {
    // Each entry is 100 bytes of value plus its 2-character key.
    const cache = handler(310);
    const value = 'x'.repeat(100);
    for (const key of ['k1', 'k2', 'k3']) await cache.set(key, entry(value));
    expect(cache.size).toBe(306);
    await cache.get('k1', []);
    await cache.set('k4', entry(value));
    expect(cache.size).toBeLessThanOrEqual(310);
    expect(await cache.get('k2', [])).toBeUndefined();
    for (const key of ['k1', 'k3', 'k4']) expect(await cache.get(key, [])).toBeDefined();
    await cache.set('big', entry('y'.repeat(400)));
    expect(await cache.get('big', [])).toBeUndefined();
    expect(cache.size).toBe(306);
  });

  it('replacing an entry counts its bytes once', async () => {
    const cache = handler();
    await cache.set('k', entry('a'.repeat(50)));
    await cache.set('k', entry('b'.repeat(70)));
    expect(cache.size).toBe(71);
    expect(await text((await cache.get('k', []))!.value)).toBe('b'.repeat(70));
  });

  it('a read during a pending store waits for it instead of missing', async () => {
    const cache = handler();
    let finish: (value: Awaited<ReturnType<typeof entry>>) => void = () => {};
    const storing = cache.set('slow', new Promise((resolve) => (finish = resolve)));
    const reading = cache.get('slow', []);
    finish(await entry('done'));
    await storing;
    expect(await text((await reading)!.value)).toBe('done');
  });
});
