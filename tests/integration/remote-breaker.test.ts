import { remoteShop } from '@/lib/shop/data/backend';
import { shopBreaker } from '@/lib/shop/shop-server/current-breaker';
import { shopServerUp } from '@/lib/shop/shop-server/health-call';
import { emptySelection } from '@/lib/shop/catalogue/listing/listing-url';
import { refusingAddress, startFaultyShop } from '../support/upstream-faults';

/** The remote shop against a shop server that refuses connections or never answers. */

const settings = { failures: 5, openMs: 10_000 };
const query = { selection: emptySelection(), sort: 'featured' as const, page: 1, pageSize: 14 };

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

type Failure = Error & { status?: number; retryAfter?: number; timedOut?: boolean };

const timed = async (work: () => Promise<unknown>): Promise<{ error?: Failure; ms: number }> => {
  const started = performance.now();
  const error = await work().then(
    () => undefined,
    (failure: unknown) => failure as Failure,
  );
  return { error, ms: performance.now() - started };
};

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('remote shop with the shop server down (connection refused)', () => {
  it('opens after five failures, then answers without calling', async () => {
    const time = clock();
    const breaker = shopBreaker(settings, time.now);
    const shop = remoteShop(await refusingAddress(), { breaker });
    for (let i = 0; i < 5; i++) await expect(shop.catalogue.latest()).rejects.toMatchObject({ name: 'UpstreamError', retryAfter: undefined });
    expect(breaker.phase()).toBe('open');
    for (let i = 0; i < 10; i++) {
      const answer = await timed(() => shop.catalogue.hot());
      expect(answer.error).toMatchObject({ name: 'UpstreamError', status: 503, retryAfter: 10 });
      expect(answer.ms).toBeLessThan(1_000);
    }
  });
});

describe('remote shop with the shop server hung (accepts, never answers)', () => {
  let upstream: Awaited<ReturnType<typeof startFaultyShop>>;
  beforeAll(async () => {
    upstream = await startFaultyShop();
  });
  afterAll(() => upstream.close());

  it('opens on a hung shop server within a call\'s slow mark and the health call\'s timeout, ending every call in flight at once; while open nothing is sent and every answer comes within 1 s', async () => {
    const time = clock();
    const breaker = shopBreaker(settings, time.now, () => shopServerUp(upstream.url, 300));
    const shop = remoteShop(upstream.url, { breaker, deadlineMs: 5_000, slowMs: 200 });
    upstream.mode = 'hang';

    // Forty different pages at once: the first past the slow mark asks the health call, which gets no
    // answer either; the circuit opens and all forty end then, long before their 5 s deadline.
    const first = await Promise.all(Array.from({ length: 40 }, (_, i) => timed(() => shop.search.search(`hood ${i}`))));
    expect(first.every((answer) => answer.error?.status === 503 && answer.error.retryAfter !== undefined)).toBe(true);
    expect(Math.max(...first.map((answer) => answer.ms))).toBeLessThan(2_000);
    expect(breaker.phase()).toBe('open');

    // Then: refused at once, none sent.
    const calls = upstream.shop.calls.length;
    for (let i = 0; i < 10; i++) {
      const answer = await timed(() => shop.catalogue.latest());
      expect(answer.error).toMatchObject({ status: 503 });
      expect(answer.ms).toBeLessThan(1_000);
    }
    const concurrent = await Promise.all(Array.from({ length: 40 }, () => timed(() => shop.catalogue.hot())));
    expect(Math.max(...concurrent.map((answer) => answer.ms))).toBeLessThan(1_000);
    expect(upstream.shop.calls.length).toBe(calls);
  });

  it('is probed in the background, never through a shopper\'s call, and closes when the shop server answers again', async () => {
    const time = clock();
    const breaker = shopBreaker(settings, time.now, () => shopServerUp(upstream.url, 300));
    const shop = remoteShop(upstream.url, { breaker, deadlineMs: 5_000, slowMs: 100 });
    upstream.mode = 'hang';
    await expect(shop.search.search('opens it')).rejects.toMatchObject({ status: 503 });
    expect(breaker.phase()).toBe('open');

    // Not due yet; then due, still hung: the probe goes out (shoppers are refused meanwhile) and it opens again.
    await breaker.probe();
    expect(breaker.phase()).toBe('open');
    time.advance(10_000);
    const probe = breaker.probe();
    expect(breaker.phase()).toBe('half-open');
    const meanwhile = await timed(() => shop.search.search('during the probe'));
    expect(meanwhile.error).toMatchObject({ status: 503 });
    expect(meanwhile.ms).toBeLessThan(100);
    await probe;
    expect(breaker.phase()).toBe('open');
    expect(breaker.retryAfterSeconds()).toBe(10);

    // The shop server answers again: the next probe closes the circuit, and calls go out again.
    upstream.mode = 'answer';
    time.advance(10_000);
    await breaker.probe();
    expect(breaker.phase()).toBe('closed');
    await expect(shop.catalogue.hot()).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Upstream ZN8 Carbon Hood' })]));
  });

  it('takes a slow answer for a slow answer when the health call is answered', async () => {
    upstream.mode = 'answer';
    const breaker = shopBreaker(settings, Date.now, () => shopServerUp(upstream.url, 300));
    const slowly: typeof fetch = async (input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return fetch(input, init);
    };
    const shop = remoteShop(upstream.url, { breaker, slowMs: 100, fetch: slowly });
    await expect(shop.catalogue.hot()).resolves.not.toHaveLength(0);
    expect(breaker.phase()).toBe('closed');
    expect(breaker.failing()).toBe(false);
  });

  it('renders listings, home lists and product pages from the last answers while the server is down', async () => {
    const breaker = shopBreaker(settings);
    const shop = remoteShop(upstream.url, { breaker, deadlineMs: 2_000, answers: { freshMs: 0 } });
    upstream.mode = 'answer';
    const before = { listing: await shop.catalogue.filter(query), latest: await shop.catalogue.latest(), hot: await shop.catalogue.hot(), hood: await shop.catalogue.productBySlug('upstream-zn8-carbon-hood') };
    upstream.mode = 'hang';
    await expect(shop.catalogue.filter({ ...query, sort: 'price_ascending' })).resolves.toMatchObject({ total: before.listing.total });
    await expect(shop.catalogue.latest()).resolves.toEqual(before.latest);
    await expect(shop.catalogue.hot()).resolves.toEqual(before.hot);
    await expect(shop.catalogue.productBySlug('upstream-zn8-carbon-hood')).resolves.toEqual(before.hood);
    // What this process never saw has nothing to fall back on.
    await expect(shop.catalogue.productBySlug('upstream-gr86-coilovers')).rejects.toMatchObject({ name: 'UpstreamError' });
    // A reaction never counts from a kept answer.
    await expect(shop.reviews.react('review', 1, 'visitor', 1, 'upstream-zn8-carbon-hood')).rejects.toMatchObject({ name: 'UpstreamError' });
  }, 30_000);
});
