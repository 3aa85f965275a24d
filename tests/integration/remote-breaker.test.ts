import { remoteShop } from '@/lib/shop/data/backend';
import { shopBreaker } from '@/lib/shop/shop-server/current-breaker';
import { emptySelection } from '@/lib/shop/catalogue/listing/listing-url';
import { refusingAddress, startFaultyShop } from '../support/upstream-faults';

/** The remote shop against a shop server that refuses connections or never answers. */

const settings = { failures: 5, openMs: 10_000, probeMs: 3_000 };
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

  it('trips on timeouts; while open every answer comes within 1 s; half-opens with one probe and closes when the server answers', async () => {
    const time = clock();
    const breaker = shopBreaker(settings, time.now);
    const shop = remoteShop(upstream.url, { breaker, deadlineMs: 2_000 });
    upstream.mode = 'hang';

    // Forty different pages at once: each waits out its deadline (they were already asking), and the breaker opens.
    const first = await Promise.all(Array.from({ length: 40 }, (_, i) => timed(() => shop.search.search(`hood ${i}`))));
    expect(first.every((answer) => answer.error?.timedOut)).toBe(true);
    expect(breaker.phase()).toBe('open');

    // Then ten in a row: refused at once, none waits for the deadline.
    const calls = upstream.shop.calls.length;
    for (let i = 0; i < 10; i++) {
      const answer = await timed(() => shop.catalogue.latest());
      expect(answer.error).toMatchObject({ status: 503 });
      expect(answer.ms).toBeLessThan(1_000);
    }
    const concurrent = await Promise.all(Array.from({ length: 40 }, () => timed(() => shop.catalogue.hot())));
    expect(Math.max(...concurrent.map((answer) => answer.ms))).toBeLessThan(1_000);
    expect(upstream.shop.calls.length).toBe(calls);

    // Half-open, still hung: one probe goes out, the others are refused, and its timeout opens it again.
    time.advance(10_000);
    expect(breaker.phase()).toBe('half-open');
    const [probe, ...others] = await Promise.all(Array.from({ length: 5 }, (_, i) => timed(() => shop.search.search(`probe ${i}`))));
    expect(probe.error?.timedOut).toBe(true);
    expect(others.every((answer) => answer.error?.retryAfter !== undefined)).toBe(true);
    expect(breaker.phase()).toBe('open');

    // Half-open with the server answering again: the probe succeeds and closes it.
    upstream.mode = 'answer';
    time.advance(10_000);
    await expect(shop.catalogue.hot()).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Upstream ZN8 Carbon Hood' })]));
    expect(breaker.phase()).toBe('closed');
    await expect(shop.catalogue.latest()).resolves.not.toHaveLength(0);
  });

  it('opens when three calls wait past the slow mark with no answer since, before their deadline', async () => {
    const breaker = shopBreaker(settings);
    const shop = remoteShop(upstream.url, { breaker, deadlineMs: 3_000, slowMs: 300 });
    upstream.mode = 'hang';
    const started = performance.now();
    // Three renders at once ask and wait on: three failures of the five, but a hung shop server.
    const waiting = Promise.all(Array.from({ length: 3 }, (_, i) => timed(() => shop.search.search(`slow ${i}`))));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(breaker.phase()).toBe('open');
    const refused = await timed(() => shop.search.search('after the slow mark'));
    expect(refused.error).toMatchObject({ status: 503 });
    expect(performance.now() - started).toBeLessThan(2_000);
    // The three still end at their own deadline.
    expect((await waiting).every((answer) => answer.error?.timedOut)).toBe(true);

    // A slow answer still counts as the shop server answering: nothing is left failing.
    upstream.mode = 'answer';
    const late = shopBreaker(settings);
    const slowShop = remoteShop(upstream.url, { breaker: late, slowMs: 0 });
    await expect(slowShop.catalogue.hot()).resolves.not.toHaveLength(0);
    expect(late.failing()).toBe(false);
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
