/**
 * `npm run bench -- --parts edge` (issue 37): the edge's figures in one run.
 *
 * - A cached page against a static file of the same bytes, side by side on the same server: 16
 *   connections, brotli and gzip accepted, the pair measured twice in turn; the ratio of requests/s.
 * - Pages that render per request (search words, unusual listings) at 16 connections, then at
 *   1,000: pages served a second (goodput), answers by status with p50/p99 of each, 503s without
 *   Retry-After, timeouts, peak RSS, and the longest line of connections the kernel held unaccepted
 *   (each listener takes one per turn of its event loop, docs/edge.md "Accepting a burst").
 * - The remote shop with its shop server hung (a storefront and a stand-in shop server of its own):
 *   40 pages that need it at once, then one a second for 45 s, then how long until pages render
 *   again once it answers.
 *
 * Latency is autocannon's, from the request's write to its answer's last byte: for the first request
 * of a connection it includes the wait to be accepted. Loopback only, bounded in time.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './percentile.mjs';
import { sampledLoad } from './bench-load.mjs';
import { remoteStorefront, until } from './bench-upstream.mjs';

const ACCEPT = 'br, gzip';

/** `sampledLoad` with the latencies of each status summed up, and pages served a second. */
async function load({ base, server, paths, connections, seconds, timeout = 20 }) {
  const { byStatus, ...figures } = await sampledLoad({ base, server, paths, connections, seconds, timeout, headers: { 'accept-encoding': ACCEPT } });
  const statuses = Object.fromEntries(
    Object.entries(byStatus).map(([status, times]) => [status, { count: times.length, p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) }]),
  );
  return { ...figures, connections, seconds, statuses, perSecond: (statuses[200]?.count ?? 0) / seconds, alive: server.exitCode === null && server.signalCode === null };
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : '-');
const byStatusLine = (statuses) =>
  Object.entries(statuses)
    .map(([status, figures]) => `${status} × ${figures.count} (p50 ${ms(figures.p50)} ms, p99 ${ms(figures.p99)} ms, max ${ms(figures.max)} ms)`)
    .join('; ') || 'none';

/** The cached page and its static copy in turn, `rounds` times each. */
export async function cachedAgainstStatic({ base, server, page, copy, seconds = 8, warmup = 3, rounds = 2 }) {
  const shape = { base, server, connections: 16, timeout: 10 };
  await load({ ...shape, paths: [page], seconds: warmup });
  await load({ ...shape, paths: [copy], seconds: warmup });
  const pairs = [];
  for (let round = 0; round < rounds; round++) {
    const cached = await load({ ...shape, paths: [page], seconds });
    const file = await load({ ...shape, paths: [copy], seconds });
    pairs.push({ cached, file, ratio: cached.requestsPerSecond / file.requestsPerSecond });
  }
  return { page, copy, seconds, pairs };
}

export function printCachedAgainstStatic({ page, copy, seconds, pairs }) {
  console.log(`\nA cached page against a static file of the same bytes: 16 connections, ${seconds} s each, Accept-Encoding: ${ACCEPT}, in turn`);
  console.log(`  page ${page}, static copy ${copy}`);
  for (const [index, { cached, file, ratio }] of pairs.entries()) {
    const line = (figures) => `${figures.requestsPerSecond.toFixed(1)} req/s (${byStatusLine(figures.statuses)})`;
    console.log(`  round ${index + 1}: cached ${line(cached)}; static ${line(file)}; ratio ${ratio.toFixed(2)}`);
  }
  const mean = pairs.reduce((sum, pair) => sum + pair.ratio, 0) / pairs.length;
  console.log(`  cached page / static file: ${mean.toFixed(2)} (mean of ${pairs.length} rounds)`);
}

function printLoad(name, figures) {
  console.log(`\n${name}: ${figures.connections} connections for ${figures.seconds} s`);
  console.log(`  alive after: ${figures.alive ? 'yes' : 'NO'}; pages served a second (200): ${figures.perSecond.toFixed(1)}; answers a second: ${figures.requestsPerSecond.toFixed(1)}`);
  console.log(`  by status: ${byStatusLine(figures.statuses)}`);
  console.log(`  503 without Retry-After: ${figures.withoutRetryAfter}; timeouts (20 s): ${figures.timeouts}; other errors: ${figures.otherErrors}`);
  console.log(`  peak server RSS: ${figures.peakRssMb} MB; connections waiting to be accepted, at most: ${figures.unaccepted}`);
}

/** Pages that render per request at 16 connections, then at `connections` (1,000). */
export async function goodput({ base, server, paths, connections = 1000, seconds = 40, calmSeconds = 20 }) {
  const calm = await load({ base, server, paths, connections: 16, seconds: calmSeconds });
  await sleep(2000);
  const burst = await load({ base, server, paths, connections, seconds });
  return { calm, burst };
}

export function printGoodput({ calm, burst }) {
  printLoad('Pages that render per request, calm', calm);
  printLoad('Pages that render per request, a burst', burst);
  const ratio = calm.perSecond ? burst.perSecond / calm.perSecond : NaN;
  console.log(`  goodput under the burst / calm: ${ratio.toFixed(2)}`);
}

/**
 * The remote shop with its shop server hung: a storefront on `port` with SHOP_API_URL at the
 * stand-in shop server on `port` + 1, a fresh `dataDir`.
 */
export async function hungUpstream({ distDir, port, dataDir, concurrent = 40, steadySeconds = 45 }) {
  const upstream = `http://127.0.0.1:${port + 1}`;
  const base = `http://127.0.0.1:${port}`;
  const { stand, shop } = remoteStorefront({ distDir, port, dataDir, upstreamPort: port + 1 });
  const timed = async (path) => {
    const from = performance.now();
    try {
      const answer = await fetch(base + path, { signal: AbortSignal.timeout(20_000) });
      await answer.arrayBuffer();
      return { status: answer.status, retryAfter: answer.headers.has('retry-after'), ms: performance.now() - from };
    } catch {
      return { status: 'no answer', retryAfter: false, ms: performance.now() - from };
    }
  };
  try {
    await until(`${upstream}/latest_products`, 60_000);
    await until(`${base}/api/health`, 180_000);
    for (let n = 0; n < 3; n++) {
      const warm = await timed(`/search?query=warm+${n}`);
      if (warm.status !== 200) throw new Error(`a search answered ${warm.status} with the shop server up`);
    }
    await fetch(`${upstream}/__hang`, { method: 'POST' });
    const together = await Promise.all(Array.from({ length: concurrent }, (_, n) => timed(`${['', '/es', '/ja'][n % 3]}/search?query=hood+${n}`)));
    const steady = [];
    for (let n = 0; n < steadySeconds; n++) {
      const from = Date.now();
      steady.push(await timed(`${['', '/es', '/ja'][n % 3]}/search?query=wing+${n}`));
      await sleep(Math.max(0, 1000 - (Date.now() - from)));
    }
    await fetch(`${upstream}/__up`, { method: 'POST' });
    const from = Date.now();
    let back = Infinity;
    while (Date.now() - from < 60_000) {
      if ((await timed(`/search?query=back+${Date.now()}`)).status === 200) {
        back = (Date.now() - from) / 1000;
        break;
      }
      await sleep(250);
    }
    return { concurrent, steadySeconds, together, steady, back };
  } finally {
    await shop.stop();
    await stand.stop();
  }
}

function summary(records) {
  const statuses = {};
  for (const record of records) statuses[record.status] = (statuses[record.status] ?? 0) + 1;
  const times = records.map((record) => record.ms).sort((a, b) => a - b);
  return {
    statuses: Object.entries(statuses).map(([status, count]) => `${status} × ${count}`).join(', '),
    p50: percentile(times, 50),
    max: times.at(-1),
    over1s: times.filter((time) => time > 1000).length,
    withoutRetryAfter: records.filter((record) => record.status === 503 && !record.retryAfter).length,
  };
}

export function printHungUpstream({ concurrent, steadySeconds, together, steady, back }) {
  const first = summary(together);
  const then = summary(steady);
  console.log('\nThe remote shop with its shop server hung (accepts, never answers), from a closed circuit');
  console.log(`  ${concurrent} pages that need it at once: ${first.statuses}; p50 ${ms(first.p50)} ms, slowest ${ms(first.max)} ms; 503 without Retry-After: ${first.withoutRetryAfter}`);
  console.log(`  then one a second for ${steadySeconds} s: ${then.statuses}; p50 ${ms(then.p50)} ms, slowest ${ms(then.max)} ms, ${then.over1s} over 1 s`);
  console.log(`  shop server back: pages render (200) again after ${Number.isFinite(back) ? `${back.toFixed(1)} s` : 'more than 60 s'}, no restart`);
}
