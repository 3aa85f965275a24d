/**
 * `npm run bench -- --parts upstream` (issue 26, part 5): the remote shop while its shop server
 * fails, under steady load. A storefront of its own is started with SHOP_API_URL at the stand-in
 * shop server of the remote tests (tests/support/stand-in-server.ts), which answers, then answers
 * 503 to every call (down), then accepts calls and never answers (hung), then answers again.
 * Throughout, a few connections ask turn about for pages from the page cache (home, product pages,
 * the listing) and for searches with new words, which render per request and need the shop server.
 * Each phase prints both kinds' answers by status, their latency, 503s without Retry-After and
 * other 5xx; the hung phase also how long the circuit took to open and how fast pages were answered
 * after; the last, how long until searches rendered again. Loopback only, bounded in time.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './percentile.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-launch.mjs';

/** As a shopper's browser gives up: an answer later than this counts as none. */
const ANSWER_WITHIN_MS = 20_000;
const WORDS = ['hood', 'wing', 'lip', 'coilover', 'exhaust', 'carbon', 'spoiler', 'intake', 'grille', 'diffuser'];
const CACHED = ['', '/es', '/ja'].flatMap((locale) => [
  locale || '/',
  `${locale}/store/product/upstream-zn8-carbon-hood`,
  `${locale}/store/product/upstream-gr86-coilovers`,
  `${locale}/store/products`,
]);

export async function until(url, limitMs) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {}
    if (Date.now() - started > limitMs) throw new Error(`${url} did not answer within ${limitMs / 1000} s`);
    await sleep(200);
  }
}

function started(command, args, settings) {
  // The storefront's own database is the embedded one in dataDir, its caches in process.
  const env = { ...process.env, ...settings };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // Their logs are left out: every failed call is logged, thousands of lines in a run.
  const child = spawn(command, args, { env, stdio: 'ignore' });
  return {
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One kind's answers in one phase: statuses, latency and what a good shop must never answer. */
function summary(records) {
  const statuses = {};
  for (const record of records) statuses[record.status] = (statuses[record.status] ?? 0) + 1;
  const times = records.filter((record) => typeof record.status === 'number').map((record) => record.ms).sort((a, b) => a - b);
  return {
    statuses: Object.entries(statuses).map(([status, count]) => `${status} × ${count}`).join(', ') || 'none',
    latency: times.length ? `${percentile(times, 50).toFixed(0)} / ${percentile(times, 95).toFixed(0)} / ${times.at(-1).toFixed(0)}` : '-',
    withoutRetryAfter: records.filter((record) => record.status === 503 && !record.retryAfter).length,
    otherServerErrors: records.filter((record) => typeof record.status === 'number' && record.status >= 500 && record.status !== 503).length,
  };
}

/** The stand-in shop server on `upstreamPort` and a storefront on `port` using it, on a fresh `dataDir`. */
export function remoteStorefront({ distDir, port, dataDir, upstreamPort }) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const stand = started(path.join('node_modules', '.bin', 'tsx'), ['tests/support/stand-in-server.ts'], { STAND_IN_PORT: String(upstreamPort) });
  const shop = started(process.execPath, [...SERVER_NODE_ARGS, path.join(distDir, 'shop-server.mjs')], {
    NODE_ENV: 'production',
    ...SERVER_ENV,
    DATA_DIR: dataDir,
    SHOP_API_URL: `http://127.0.0.1:${upstreamPort}`,
    PORT: String(port),
    BIND_ADDRESS: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'error',
  });
  return { stand, shop };
}

export async function upstreamFailure({ distDir, port, dataDir, connections = 8, seconds = { answering: 8, down: 20, hung: 30 } }) {
  const upstreamPort = port + 1;
  const upstream = `http://127.0.0.1:${upstreamPort}`;
  const base = `http://127.0.0.1:${port}`;
  const { stand, shop } = remoteStorefront({ distDir, port, dataDir, upstreamPort });
  try {
    await until(`${upstream}/latest_products`, 60_000);
    await until(`${base}/api/health`, 180_000);
    for (const address of CACHED) {
      const answer = await fetch(base + address);
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${address} answered ${answer.status} with the shop server up`);
    }

    const records = [];
    let phase = 'answering';
    let searches = 0;
    let running = true;
    const worker = async (index) => {
      for (let turn = index; running; turn++) {
        const kind = turn % 2 ? 'search' : 'cached';
        const address =
          kind === 'cached' ? CACHED[turn % CACHED.length] : `${['', '/es', '/ja'][searches % 3]}/search?query=${WORDS[searches % WORDS.length]}+${searches++}`;
        const record = { phase, kind, at: Date.now(), status: 'no answer', ms: NaN, retryAfter: false };
        try {
          const answer = await fetch(base + address, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
          await answer.arrayBuffer();
          Object.assign(record, { status: answer.status, retryAfter: answer.headers.has('retry-after') });
        } catch {}
        record.ms = Date.now() - record.at;
        records.push(record);
      }
    };
    const workers = Array.from({ length: connections }, (_, index) => worker(index));

    const phases = [];
    const health = async () => (await (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null))?.json().catch(() => null))?.circuit ?? 'no answer';
    /** Seconds from the shop server's return until a search renders (200) again, at most 60. */
    const back = async () => {
      await fetch(`${upstream}/__up`, { method: 'POST' });
      phase = 'back';
      const from = Date.now();
      while (Date.now() - from < 60_000) {
        const answer = await fetch(`${base}/search?query=back+${Date.now()}`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).catch(() => null);
        await answer?.arrayBuffer();
        if (answer?.status === 200) return (Date.now() - from) / 1000;
        await sleep(250);
      }
      return Infinity;
    };
    /** When /api/health first reported the circuit open in each phase (asked every 250 ms, each answer awaited). */
    const openedAt = {};
    const failing = async (name, control) => {
      if (control) await fetch(upstream + control, { method: 'POST' });
      phase = name;
      const from = Date.now();
      const until = from + seconds[name] * 1000;
      while (Date.now() < until) {
        if (!openedAt[name] && (await health()) === 'open') openedAt[name] = Date.now();
        await sleep(Math.min(250, Math.max(0, until - Date.now())));
      }
      phases.push({ name, from, to: Date.now(), circuit: await health(), openedAfter: openedAt[name] ? (openedAt[name] - from) / 1000 : Infinity });
    };
    await failing('answering', null);
    await failing('down', '/__down');
    const backAfterDown = await back();
    await failing('hung', '/__hang');
    const backAfterHang = await back();
    running = false;
    await Promise.all(workers);

    const hung = phases.find((p) => p.name === 'hung');
    // Searches asked once the circuit was open; a probe every openMs among them waits its deadline.
    const afterOpen = Number.isFinite(hung.openedAfter)
      ? records.filter((r) => r.phase === 'hung' && r.kind === 'search' && r.at >= hung.from + hung.openedAfter * 1000).map((r) => r.ms).sort((a, b) => a - b)
      : [];
    const waitedBefore = records.filter((r) => r.phase === 'hung' && r.kind === 'search' && r.at < hung.from + hung.openedAfter * 1000).map((r) => r.ms);
    return {
      connections,
      phases: phases.map((p) => ({ ...p, seconds: seconds[p.name], cached: summary(records.filter((r) => r.phase === p.name && r.kind === 'cached')), search: summary(records.filter((r) => r.phase === p.name && r.kind === 'search')) })),
      openedAfter: hung.openedAfter,
      downOpenedAfter: phases.find((p) => p.name === 'down').openedAfter,
      afterOpen: afterOpen.length ? { count: afterOpen.length, p95: percentile(afterOpen, 95), max: afterOpen.at(-1), over1s: afterOpen.filter((ms) => ms >= 1000).length } : null,
      waitedBefore: waitedBefore.length ? { count: waitedBefore.length, max: Math.max(...waitedBefore) } : null,
      backAfterDown,
      backAfterHang,
    };
  } finally {
    await shop.stop();
    await stand.stop();
  }
}

export function printUpstreamFailure(figures) {
  console.log(`\nThe remote shop while its shop server fails: ${figures.connections} connections, turn about a page from the page cache and a search with new words`);
  console.log('(each answer counts in the phase its request began in: a search asked just before the shop server went down is answered 503)');
  console.log(['phase', 's', 'circuit after', 'cached: statuses', 'p50/p95/max ms', 'search: statuses', 'p50/p95/max ms', '503 w/o Retry-After', 'other 5xx'].join(' | '));
  for (const p of figures.phases) {
    console.log(
      [p.name, p.seconds, p.circuit, p.cached.statuses, p.cached.latency, p.search.statuses, p.search.latency, p.cached.withoutRetryAfter + p.search.withoutRetryAfter, p.cached.otherServerErrors + p.search.otherServerErrors].join(' | '),
    );
  }
  const open = figures.afterOpen;
  const after = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} s` : 'never');
  console.log(`  down: the circuit opened ${after(figures.downOpenedAfter)} after the shop server began answering 503`);
  console.log(
    `  hung: the circuit opened ${after(figures.openedAfter)} after the shop server stopped answering` +
      (figures.waitedBefore ? `; ${figures.waitedBefore.count} searches asked before waited at most ${figures.waitedBefore.max} ms` : '') +
      (open ? `; the ${open.count} asked after: p95 ${open.p95} ms, max ${open.max} ms, ${open.over1s} over 1 s (the probes)` : ''),
  );
  const seconds = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} s` : 'more than 60 s');
  console.log(`  shop server back: searches rendered (200) again ${seconds(figures.backAfterDown)} after it was down, ${seconds(figures.backAfterHang)} after it hung`);
}
