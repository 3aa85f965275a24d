/**
 * The verdict of the rolling-restart smoke (scripts/test-rolling-restart.sh) on what the load saw:
 *
 *   node tests/support/rolling-verdict.mjs load.json stops.txt nginx-error.log
 *
 * Every request must be answered below 500 (busy 503s with Retry-After are waited out by the load),
 * with one exception the shop cannot prevent (docs/edge.md, "Stopping"): a POST that nginx wrote on a
 * connection the kernel had queued for an instance as that instance's listeners closed. The kernel
 * resets such a connection and nginx, which never resends a POST, answers 502. One counts as that only
 * when nginx logged the reset ("Connection reset by peer" while reading the response header) for that
 * POST from the instance that had just been sent SIGTERM, within 2 s of it, and at most 2 a stop.
 * Prints one summary line; exits 1 with the reason on anything else.
 */
import fs from 'node:fs';

const [loadFile, stopsFile, errorLogFile] = process.argv.slice(2);
const result = JSON.parse(fs.readFileSync(loadFile, 'utf8'));
/** `{epoch ms} {port}` per SIGTERM. */
const stops = fs.readFileSync(stopsFile, 'utf8').trim().split('\n').map((line) => line.split(' ').map(Number));
/** nginx's `2026/11/29 18:55:09 [error] … request: "POST /api/search HTTP/1.1", upstream: "http://127.0.0.1:3113/…"`, local time. */
const resets = fs
  .readFileSync(errorLogFile, 'utf8')
  .split('\n')
  .filter((line) => line.includes('(104: Connection reset by peer) while reading response header from upstream'))
  .map((line) => {
    const [, date, time, path, port] = line.match(/^(\S+) (\S+) .*request: "POST (\S+) HTTP[^"]*", upstream: "http:\/\/[^:]+:(\d+)/) ?? [];
    return date ? { second: new Date(`${date.replaceAll('/', '-')}T${time}`).getTime(), path, port: Number(port) } : null;
  })
  .filter(Boolean);

const atStop = new Map();
const unexplained = result.failures.filter((failure) => {
  if (failure.method !== 'POST' || failure.status !== 502) return true;
  const at = Date.parse(failure.at);
  const stop = stops.find(([sent]) => at >= sent && at <= sent + 2_000);
  if (!stop) return true;
  const logged = resets.findIndex((reset) => reset.path === failure.path && reset.port === stop[1] && reset.second >= Math.floor(stop[0] / 1000) * 1000 - 1_000 && reset.second <= at);
  if (logged < 0) return true;
  resets.splice(logged, 1);
  atStop.set(stop, (atStop.get(stop) ?? 0) + 1);
  return (atStop.get(stop) ?? 0) > 2;
});

const total = Object.values(result.statuses).reduce((sum, count) => sum + count, 0);
const reset = result.failures.length - unexplained.length;
console.log(
  `Rolling restarts: ${total} requests through ${stops.length} stops and starts, by status ${JSON.stringify(result.statuses)} (${result.busy} of the 503s busy, with Retry-After, and waited out; ` +
    `${reset} POST${reset === 1 ? '' : 's'} reset by the kernel as a stopping instance's listeners closed, answered 502); ${result.orders.length} orders confirmed.`,
);
if (unexplained.length) {
  console.log('Failed requests:', JSON.stringify(unexplained.slice(0, 20)));
  process.exit(1);
}
if (result.orders.length === 0) {
  console.log('No order was placed during the restarts.');
  process.exit(1);
}
