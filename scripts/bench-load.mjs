/**
 * The burst of `npm run bench -- --parts load` (issue 26): many connections at once for a bounded
 * time against one server, with every answer counted by status, each 503 checked for Retry-After,
 * the server's peak memory sampled, and the time it takes to answer its health check afterwards.
 * Also the longest the kernel's line of connections not yet accepted grew: each of the server's
 * listeners takes one new connection per turn of its event loop (libuv since 1.45), so a burst's
 * connections can wait there, unseen by the server's admission, while each turn is busy
 * (docs/edge.md, "Accepting a burst").
 * Loopback only; autocannon keeps each connection busy, so the load is as hard as the server is fast.
 */
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

function rssMb(pid) {
  try {
    const tree = execFileSync('ps', ['-o', 'rss=', '--ppid', String(pid), '-p', String(pid)]).toString();
    return Math.round(tree.trim().split(/\s+/).map(Number).reduce((a, b) => a + b, 0) / 1024);
  } catch {
    return NaN;
  }
}

/** Connections the kernel holds for the listening sockets on `port`, not yet accepted (`ss`'s Recv-Q, summed over the server's listeners); NaN without `ss`. */
function acceptQueue(port) {
  try {
    const lines = execFileSync('ss', ['-ltnH', `sport = :${port}`]).toString().trim().split('\n');
    return lines.reduce((sum, line) => sum + Number(line.split(/\s+/)[1]), 0);
  } catch {
    return NaN;
  }
}

/** Seconds until /api/health answers 200 (each try bounded to a second), or Infinity past `limit`. */
async function secondsToHealthy(base, limit = 60) {
  const started = Date.now();
  while (Date.now() - started < limit * 1000) {
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) return (Date.now() - started) / 1000;
    } catch {}
    await sleep(100);
  }
  return Infinity;
}

/**
 * Load on `paths` (taken in turn) with `connections` for `seconds`, `Accept-Encoding` as given:
 * each answer's latency by status (autocannon's, from the request's write), 503s without
 * Retry-After, timeouts and other errors, the server's peak RSS (its children included) and the
 * longest line of unaccepted connections. `npm run bench -- --parts edge` reads it too.
 */
export async function sampledLoad({ base, server, paths, connections, seconds, timeout = 20, headers = {} }) {
  const byStatus = {};
  let withoutRetryAfter = 0;
  let next = 0;
  let peak = rssMb(server.pid);
  let unaccepted = 0;
  const port = Number(new URL(base).port);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid) || 0);
    unaccepted = Math.max(unaccepted, acceptQueue(port) || 0);
  }, 250);
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout,
    headers,
    setupClient: (client) => client.on('response', (status, _bytes, ms) => (byStatus[status] ??= []).push(ms)),
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
        onResponse: (status, _body, _context, answerHeaders) => {
          if (status === 503 && !Object.keys(answerHeaders ?? {}).some((name) => name.toLowerCase() === 'retry-after')) withoutRetryAfter++;
        },
      },
    ],
  });
  clearInterval(sampler);
  for (const times of Object.values(byStatus)) times.sort((a, b) => a - b);
  // autocannon counts a timeout as an error too.
  return { byStatus, withoutRetryAfter, requestsPerSecond: result.requests.average, timeouts: result.timeouts, otherErrors: result.errors - result.timeouts, peakRssMb: peak, unaccepted };
}

export async function burst({ base, server, paths, connections, seconds, answerWithin = 20 }) {
  const { byStatus, ...figures } = await sampledLoad({ base, server, paths, connections, seconds, timeout: answerWithin });
  const statuses = Object.fromEntries(Object.entries(byStatus).map(([status, times]) => [status, times.length]));
  const alive = server.exitCode === null && server.signalCode === null;
  const healthyAfter = alive ? await secondsToHealthy(base) : Infinity;
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return { ...figures, alive, statuses, answered, healthyAfter };
}

export function printBurst(name, figures, { connections, seconds }) {
  const { alive, statuses, withoutRetryAfter, answered, timeouts, otherErrors, peakRssMb, unaccepted, healthyAfter } = figures;
  const total = answered + timeouts + otherErrors;
  const ok = statuses[200] ?? 0;
  console.log(`\n${name}: ${connections} connections for ${seconds} s`);
  console.log(`  alive after the burst: ${alive ? 'yes' : 'NO'}`);
  console.log(`  answers by status: ${Object.entries(statuses).map(([status, count]) => `${status} × ${count}`).join(', ') || 'none'}; 503 without Retry-After: ${withoutRetryAfter}`);
  console.log(`  not answered within 20 s (timeouts): ${timeouts}; other errors (connection reset or refused): ${otherErrors}`);
  console.log(`  answered within 20 s: ${total ? ((100 * answered) / total).toFixed(1) : '0'} %; served with 200: ${total ? ((100 * ok) / total).toFixed(1) : '0'} %`);
  console.log(`  connections waiting to be accepted, at most: ${unaccepted}`);
  console.log(`  peak server RSS: ${peakRssMb} MB; healthy again ${Number.isFinite(healthyAfter) ? `${healthyAfter.toFixed(1)} s` : 'never (60 s)'} after the burst`);
}
