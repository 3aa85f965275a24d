/**
 * Steady load for the rolling-restart smoke (scripts/test-rolling-restart.sh): CONNECTIONS loops,
 * each from its own loopback address (127.0.0.N, so nginx's per-client limits see many clients),
 * asking for a mix of pages and API calls through the proxy until STOP_FILE appears, and placing
 * an order now and then. Prints one JSON line: answers by status, failures with what failed, and
 * the order numbers the shop confirmed (each must be stored exactly once).
 *
 * A 503 with `Retry-After` is the shop's admission saying it is busy (docs/decisions.md, "Admission
 * by expected wait"): fifty loops with no pause ask more than two instances on a shared machine
 * render, so it refuses some at once. The loop then waits as asked, as a client should, and the
 * answer is counted as busy, not as a failure: what the smoke proves is that a restart loses no
 * request, which would show as a 502, a 504, a 503 without `Retry-After` or a broken connection.
 *
 *   BASE=https://127.0.0.1:3443 CONNECTIONS=50 STOP_FILE=/tmp/stop node tests/support/rolling-load.mjs
 */
import fs from 'node:fs';
import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';

const BASE = new URL(process.env.BASE ?? 'https://127.0.0.1:3443');
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const STOP_FILE = process.env.STOP_FILE ?? '/tmp/rolling-load.stop';
const ORDER_EVERY = Number(process.env.ORDER_EVERY ?? 60);

function request(agent, method, path, body) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = Date.now();
    const outgoing = https.request(
      {
        host: BASE.hostname,
        port: BASE.port,
        method,
        path,
        agent,
        // A stand-in certificate made by the smoke for this run.
        rejectUnauthorized: false,
        timeout: 30_000,
        headers: { origin: BASE.origin, 'sec-fetch-site': 'same-origin', ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, retryAfter: Number(response.headers['retry-after']), body: Buffer.concat(chunks).toString(), ms: Date.now() - started }));
        response.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
    outgoing.end(payload);
  });
}

const statuses = {};
const failures = [];
let busy = 0;
const orders = [];
const agentOf = (index) => new https.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.0.${2 + (index % 250)}` });

const hot = JSON.parse((await request(agentOf(0), 'GET', '/api/products/hot')).body).products;
const product = hot.find((item) => item.quantityLeft > 1000) ?? hot[0];
const mix = [
  ['GET', '/'],
  ['GET', '/es'],
  ['GET', `/store/product/${hot[0].slug}`],
  ['GET', `/ja/store/product/${hot[1 % hot.length].slug}`],
  ['GET', '/store/products?page=2'],
  ['GET', '/search?query=hood'],
  ['GET', '/api/products/hot'],
  ['POST', '/api/search', { query: 'exhaust', limit: 10 }],
  ['POST', '/api/products/filter', { sort: 'price_ascending', page: 1 }],
];

await Promise.all(
  Array.from({ length: CONNECTIONS }, async (_, index) => {
    const agent = agentOf(index);
    for (let step = index; !fs.existsSync(STOP_FILE); step++) {
      const placeOrder = step % ORDER_EVERY === ORDER_EVERY - 1;
      const [method, path, body] = placeOrder
        ? [
            'POST',
            '/api/orders',
            {
              lines: [{ product_id: product.id, quantity: 1 }],
              contact: { email: `rolling-${index}-${step}@example.com`, name: 'Sam Lee', phone: '(555) 010-0199' },
              address: { line1: '1 Test Street', city: 'Austin', state: 'TX', zip: '73301' },
            },
          ]
        : mix[step % mix.length];
      const answer = await request(agent, method, path, body);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status === 503 && answer.retryAfter > 0) {
        busy++;
        await sleep(Math.min(answer.retryAfter, 5) * 1000);
        continue;
      }
      if (answer.status === 0 || answer.status >= 500) failures.push({ method, path, status: answer.status, error: answer.error, at: new Date().toISOString() });
      if (placeOrder && answer.status === 201) orders.push({ email: body.contact.email, number: JSON.parse(answer.body).order.number });
      if (answer.status === 0) await sleep(100);
    }
    agent.destroy();
  }),
);
console.log(JSON.stringify({ statuses, busy, failures, orders }));
