import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { asClient, placeOrder } from './shop-client';

/**
 * Operators' commands run beside two instances on one PostgreSQL (scripts/test-two-instances.sh
 * runs this with Redis and again without): what they change shows on both instances' cached pages
 * within 5 s of the command's exit, with no flag and no instance named. The commands announce
 * their change on the database; each instance expires it (docs/catalogue.md, "Running servers").
 */
const A = process.env.INSTANCE_A_URL!;
const B = process.env.INSTANCE_B_URL!;
const INSTANCES = [A, B];
const WITHIN_MS = 5_000;
const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-commands-'));
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Card = { id: number; sku: string; slug: string; name: string; price: number; originalPrice: number | null; quantityLeft: number };

/** An operator's command, as `npm run` runs it, with the servers' settings (the script's environment and instance A's address). */
async function command(script: string, ...args: string[]) {
  const env = { ...process.env, SITE_URL: process.env.INSTANCE_A_SITE_URL };
  const { stdout } = await run(path.resolve('node_modules/.bin/tsx'), ['--conditions=react-server', `scripts/${script}.ts`, ...args], { env });
  return stdout;
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Loads each page twice on both instances, so the second answer comes from their caches. */
async function warm(api: APIRequestContext, paths: string[], cached: string[] = [], status = 200) {
  for (const base of INSTANCES) {
    for (const page of paths) {
      await api.get(`${base}${page}`);
      const again = await api.get(`${base}${page}`);
      expect(again.status()).toBe(status);
      if (cached.includes(page)) expect(again.headers()['x-nextjs-cache'], `${base}${page} comes from the page cache`).toBe('HIT');
    }
  }
}

/**
 * Asks every page of `checks` on both instances at once, again and again, until each instance
 * answers them all with the change; fails when a round sent WITHIN_MS after `since` still gets an
 * old page somewhere. Prints when each instance's first complete round was sent, and answered (the
 * pages the expiry dropped render again on that round, which on a loaded machine takes seconds).
 */
async function seenOnBoth(api: APIRequestContext, since: number, checks: { path: string; holds: (body: string) => boolean }[]) {
  const seen = new Map<string, { sent: number; answered: number }>();
  for (;;) {
    const sent = Date.now() - since;
    await Promise.all(
      INSTANCES.filter((base) => !seen.has(base)).map(async (base) => {
        const bodies = await Promise.all(checks.map(async ({ path: page }) => (await api.get(`${base}${page}`)).text()));
        if (checks.every((check, i) => check.holds(bodies[i]))) seen.set(base, { sent, answered: Date.now() - since });
      }),
    );
    if (seen.size === INSTANCES.length) break;
    expect(sent, `the change on ${INSTANCES.filter((base) => !seen.has(base)).join(' and ')}`).toBeLessThan(WITHIN_MS);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`shown by ${[...seen].map(([base, { sent, answered }]) => `${base} to a request sent ${sent} ms after the command's exit (answered after ${answered} ms)`).join(', ')}`);
}

/** A product on the first page of new arrivals (a page-cached listing), with a few in stock; fresh from the database. */
async function newArrival(api: APIRequestContext): Promise<Card> {
  const response = await api.post(`${A}/api/new-arrivals`, { data: { page: 1 }, headers: asClient });
  expect(response.ok()).toBe(true);
  const product = ((await response.json()) as { items: Card[] }).items.find((item) => item.quantityLeft > 3);
  expect(product, 'a new arrival with a few in stock').toBeDefined();
  return product!;
}

const stockOn = (sku: string) => (body: string) => Number(new RegExp(`\\\\"sku\\\\":\\\\"${sku}\\\\"[^}]*?\\\\"quantityLeft\\\\":(-?\\d+)`).exec(body)?.[1]);

test('a catalogue import shows on both instances: a price on product page, listing and search, a new product in the listing and the sitemap', async ({ request }) => {
  const product = await newArrival(request);
  const regular = product.originalPrice ?? product.price;
  const run_ = Date.now().toString(36);
  const fresh = { sku: `LIVE-${run_}`, slug: `live-import-${run_}`, name: `Live Import ${run_}` };
  const productPage = `/store/product/${product.slug}`;
  const search = `/search?query=${encodeURIComponent(product.name)}`;
  await warm(request, [productPage, '/new-arrivals', search], [productPage, '/new-arrivals']);
  await warm(request, [`/store/product/${fresh.slug}`], [], 404);
  // A new regular price no page shows yet (another card may carry any given one).
  const before = await Promise.all(INSTANCES.flatMap((base) => [productPage, '/new-arrivals', search].map(async (page) => (await request.get(`${base}${page}`)).text())));
  let price = regular;
  do price = Math.round((price + 1.37) * 100) / 100;
  while (before.some((body) => body.includes(usd(price))));

  // The operator's way: export, change the file, import it.
  const file = path.join(dir, 'catalogue.csv');
  await command('catalog', 'export', file);
  const [columns, ...rows] = parse(fs.readFileSync(file)) as string[][];
  const at = (name: string) => columns.indexOf(name);
  rows.find((cells) => cells[at('sku')] === product.sku)![at('price')] = price.toFixed(2);
  const values: Record<string, string> = { ...fresh, price: '99.00', vehicle: 'zn8', car_brand: 'Toyota GR86', product_type: 'Brakes', make_material: 'Other', quantity_left: '3', featured_rank: '0' };
  fs.writeFileSync(file, stringify([columns, ...rows, columns.map((column) => values[column] ?? '')]));
  const output = await command('catalog', 'import', file);
  const exited = Date.now();
  expect(output).toContain(`Imported: 1 new, 1 changed, ${rows.length - 1} unchanged.`);

  const sitemap = await (await request.get(`${A}/sitemap.xml`)).text();
  const productFiles = [...sitemap.matchAll(/<loc>[^<]*(\/sitemaps\/products-\d+\.xml)<\/loc>/g)].map((match) => match[1]);
  expect(productFiles.length).toBeGreaterThan(0);
  await seenOnBoth(request, exited, [
    { path: productPage, holds: (body) => body.includes(usd(price)) },
    { path: '/new-arrivals', holds: (body) => body.includes(usd(price)) && body.includes(fresh.name) },
    { path: search, holds: (body) => body.includes(usd(price)) },
    { path: `/store/product/${fresh.slug}`, holds: (body) => body.includes(fresh.name) },
    { path: productFiles.at(-1)!, holds: (body) => body.includes(`/store/product/${fresh.slug}`) },
  ]);
});

test('a translation set with npm run translations shows on both instances', async ({ request }) => {
  const product = await newArrival(request);
  const page = `/es/store/product/${product.slug}`;
  await warm(request, [page], [page]);
  const name = `Nombre en vivo ${Date.now().toString(36)}`;
  await command('translations', 'set', product.slug, 'es', 'name', name);
  const exited = Date.now();
  await seenOnBoth(request, exited, [{ path: page, holds: (body) => body.includes(name) }]);
});

test('stock an order gave back with npm run orders -- cancel shows on both instances', async ({ request }) => {
  const product = await newArrival(request);
  const page = `/store/product/${product.slug}`;
  const before = product.quantityLeft;
  const number = await placeOrder(request, A, product.id, 2);
  await warm(request, [page], [page]);
  await command('orders', 'cancel', number);
  const exited = Date.now();
  await seenOnBoth(request, exited, [{ path: page, holds: (body) => stockOn(product.sku)(body) === before }]);
});
