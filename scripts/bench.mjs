#!/usr/bin/env node
// Server throughput, latency, memory and page weight of the production build, on a large
// seeded catalogue. Prints figures; it is not a test and asserts nothing.
//   npm run bench [-- --products 5000 --seconds 10 --concurrency 8]
// Needs `next build` first. Uses its own data directory and port.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditSeo } from './seo-audit.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const PRODUCTS = arg('products', 5000);
const SECONDS = arg('seconds', 8);
const CONCURRENCY = arg('concurrency', 8);
const PORT = arg('port', 3200);
const base = `http://127.0.0.1:${PORT}`;
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}: run \`npx next build\` first.`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
// SITE_URL names the address the bench calls, so canonical links point at the audited host.
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), RATE_LIMITS: 'off', SITE_URL: base };
console.log(`Seeding ${PRODUCTS} products into ${dataDir} ...`);
const seedStart = Date.now();
execFileSync('node_modules/.bin/tsx', ['scripts/seed.ts', '--products', String(PRODUCTS)], { env, stdio: 'inherit' });
console.log(`seed: ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

const server = spawn('node_modules/.bin/next', ['start', '-p', String(PORT)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
const startedAt = Date.now();
for (;;) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (Date.now() - startedAt > 120_000) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 200));
}
console.log(`start-up to healthy: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

const latest = await (await fetch(`${base}/api/products/latest`)).json();
const slug = latest.products[0].slug;

const targets = [
  { name: 'home', url: '/' },
  { name: 'listing', url: '/store/products?carModels=ZN8+GR86' },
  { name: 'listing p3 sorted', url: '/store/products?page=3&sort=price_ascending' },
  { name: 'product', url: `/store/product/${slug}` },
  { name: 'product (ja)', url: `/ja/store/product/${slug}` },
  { name: 'search page', url: '/search?query=carbon+hood' },
  { name: 'api search', url: '/api/search', body: { query: 'exhuast supra' } },
  { name: 'api filter', url: '/api/products/filter', body: { car_model: ['zn8'], sort: 'price_descending', page: 2 } },
];

async function hit(target) {
  const res = await fetch(base + target.url, target.body ? { method: 'POST', body: JSON.stringify(target.body), headers: { 'content-type': 'application/json' } } : {});
  const bytes = (await res.arrayBuffer()).byteLength;
  return { status: res.status, bytes };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function rssMb(pid) {
  try {
    const tree = execFileSync('ps', ['-o', 'rss=', '--ppid', String(pid), '-p', String(pid)]).toString();
    return (tree.trim().split(/\s+/).map(Number).reduce((a, b) => a + b, 0) / 1024).toFixed(0);
  } catch {
    return '?';
  }
}

console.log(`\n${CONCURRENCY} concurrent clients, ${SECONDS} s per target\n`);
console.log('target'.padEnd(20), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'KB'.padStart(8), 'errors'.padStart(7));
for (const target of targets) {
  await hit(target);
  const times = [];
  let errors = 0;
  let bytes = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        const result = await hit(target).catch(() => ({ status: 0, bytes: 0 }));
        times.push(performance.now() - t0);
        if (result.status !== 200) errors++;
        bytes = result.bytes || bytes;
      }
    }),
  );
  times.sort((a, b) => a - b);
  console.log(
    target.name.padEnd(20),
    (times.length / SECONDS).toFixed(1).padStart(8),
    percentile(times, 50).toFixed(0).padStart(8),
    percentile(times, 95).toFixed(0).padStart(8),
    (bytes / 1024).toFixed(1).padStart(8),
    String(errors).padStart(7),
  );
}
console.log(`\nserver memory (RSS): ${rssMb(server.pid)} MB`);

const stats = path.join(distDir, 'diagnostics', 'route-bundle-stats.json');
if (fs.existsSync(stats)) {
  const routes = JSON.parse(fs.readFileSync(stats, 'utf8'));
  const list = Array.isArray(routes) ? routes : Object.entries(routes).map(([route, v]) => ({ route, ...v }));
  console.log('\nfirst-load JavaScript per route (from the build):');
  for (const entry of list.slice(0, 40)) {
    const size = entry.firstLoadUncompressedJsBytes ?? entry.firstLoadJsBytes ?? entry.totalBytes ?? entry.size;
    if (size) console.log(`  ${String(entry.route ?? entry.page).padEnd(60)} ${(size / 1024).toFixed(0)} KB`);
  }
}

console.log('\nLighthouse SEO per page type:');
for (const result of await auditSeo(base)) {
  console.log(`  ${String(result.score).padStart(3)}  ${result.name.padEnd(24)} ${result.failed.length ? `failed: ${result.failed.join(', ')}` : ''}`);
}

server.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
