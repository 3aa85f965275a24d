/**
 * What the shop assumes of Next.js beyond its documented interfaces, checked against the real
 * build and server Playwright starts (docs/decisions.md, "Framework internals we rely on"). Each
 * test names the assumption it guards; a failure here after an upgrade means that assumption broke,
 * and the code that leans on it must change before the upgrade ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { inlineScriptHashes } from '../../lib/security/inline-scripts';
import { INTERNAL_SIGNATURE_HEADER, internalKey, signInternal } from '../../lib/security/internal-signature';
import { INTERNAL_EXPIRE_PATH } from '../../lib/edge/internal-expire';
import { isUndecodablePath } from '../../lib/edge/undecodable-path';

// lib/runtime/build-folder.mjs's rule, not an import of it: the runner loads an imported .mjs as
// CommonJS, and compile-hints.mjs, imported as Node imports it below, would then find no named export.
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';
// The data directory of the server playwright.config.ts starts; it holds that server's signing key.
const DATA_DIR = '.data/e2e';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

async function productInStock(request: APIRequestContext) {
  const { items } = await (await request.post('/api/products/filter', { data: { page: 1 }, headers: SAME_ORIGIN })).json();
  return (items as { id: number; slug: string; quantityLeft: number }[]).find((item) => item.quantityLeft > 2)!;
}

/** Pages the page cache serves whole: home in each language, a product page, a listing, a landing page, a policy and the sign-in form. */
async function cachedPages(request: APIRequestContext) {
  const product = await productInStock(request);
  return ['/', '/es', '/ja', `/store/product/${product.slug}`, `/ja/store/product/${product.slug}`, '/store/products', '/performance', '/shipping-policy', '/login'];
}

/** A second request, after the first rendered and stored the page. */
async function cacheHit(request: APIRequestContext, pagePath: string) {
  await request.get(pagePath);
  return request.get(pagePath);
}

test.describe('Next.js seams the shop relies on', () => {
  test('every cache hit of a cached page carries an ETag (the script-hash policy finds a rendering by it)', async ({ request }) => {
    for (const pagePath of await cachedPages(request)) {
      const hit = await cacheHit(request, pagePath);
      expect(hit.status(), pagePath).toBe(200);
      expect(hit.headers()['x-nextjs-cache'], pagePath).toBe('HIT');
      expect(hit.headers()['etag'], pagePath).toMatch(/^(W\/)?"[^"]+"$/);
    }
  });

  test('the Content-Security-Policy header stays within 4 KB, with the rest of the headers inside common proxy buffers', async ({ request }) => {
    for (const pagePath of [...(await cachedPages(request)), '/checkout', '/account']) {
      const answer = await cacheHit(request, pagePath);
      const policy = answer.headers()['content-security-policy'];
      expect(policy, pagePath).toBeTruthy();
      expect(Buffer.byteLength(policy), pagePath).toBeLessThanOrEqual(4096);
    }
  });

  test('every inline script a cached page carries is a shape the policy hashing accepts, none refused', async ({ request }) => {
    for (const pagePath of await cachedPages(request)) {
      const hit = await cacheHit(request, pagePath);
      const audit = inlineScriptHashes(await hit.text());
      expect(audit.refused, `${pagePath}: inline scripts of a shape lib/security/inline-scripts.ts does not know`).toBe(0);
      // Next's bootstrap and flight data are inline on every page: none found means the scan no longer sees them.
      expect(audit.hashes.length, pagePath).toBeGreaterThan(1);
    }
  });

  test('tag expiry from outside a request reaches whole cached pages (the order sweep), and only when signed', async ({ request }) => {
    const product = await productInStock(request);
    const pagePath = `/store/product/${product.slug}`;
    const body = JSON.stringify({ products: [product.id] });
    const post = (headers: Record<string, string>) => request.post(INTERNAL_EXPIRE_PATH, { headers: { 'content-type': 'application/json', ...headers }, data: body });

    expect((await cacheHit(request, pagePath)).headers()['x-nextjs-cache']).toBe('HIT');
    // Unsigned: refused, and the page stays cached. (This also makes the server write its key, read below.)
    expect((await post({})).status()).toBe(401);
    expect((await request.get(pagePath)).headers()['x-nextjs-cache']).toBe('HIT');

    // The server's signing secret, as lib/security/signing-secret.ts finds it (the server inherits this environment).
    const key = internalKey(process.env.SESSION_SECRET ?? fs.readFileSync(path.join(DATA_DIR, 'signing-secret'), 'utf8').trim());
    expect((await post({ [INTERNAL_SIGNATURE_HEADER]: signInternal(key, 'POST', INTERNAL_EXPIRE_PATH, body) })).status()).toBe(204);
    const after = await request.get(pagePath);
    expect(after.status()).toBe(200);
    // Rendered again before answering: not the stored page, not even once more while it refreshes.
    expect(after.headers()['x-nextjs-cache'] ?? 'none').not.toMatch(/HIT|STALE/);
    expect((await request.get(pagePath)).headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('Next reads a cached page from the page cache handler inside the request that asked (the stored answers find its entries so)', async ({ request }) => {
    // The edge keeps an answer only when the page-cache entries it was made from were reported while
    // that request ran: AsyncLocalStorage carried from the server's call of Next's handler into the
    // handler's get (lib/edge/stored-answers.ts). Should an upgrade read the page cache outside the
    // request's async context, no page is ever kept: still correct, but every hit enters Next again.
    const product = await productInStock(request);
    for (const pagePath of ['/', `/ja/store/product/${product.slug}`, '/store/products']) {
      await expect(async () => {
        const answer = await request.get(pagePath, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(answer.headers()['x-shop-stored'], pagePath).toBe('1');
      }).toPass({ timeout: 15_000, intervals: [250] });
    }
  });

  test('a page middleware rewrites answers itself on a loopback-bound server, never a proxy call to itself', async ({ request }) => {
    // playwright.config.ts binds the server to 127.0.0.1, a spelling vercel/next.js#94745 breaks when Next is given it as its hostname.
    for (const pagePath of ['/store/products', '/performance', '/shipping-policy', '/login']) {
      const answer = await request.get(pagePath, { maxRedirects: 0 });
      expect(answer.status(), pagePath).toBe(200);
    }
  });

  test('addresses isUndecodablePath flags are the ones Next cannot decode: those answer 400, the others never do', async ({ request }) => {
    const product = await productInStock(request);
    const table = [
      '/%E0%A4%A',
      '/es/%ZZ',
      '/store/product/%E0%A4%A',
      '/ja/store/products/%ZZ',
      '/api/products/%ZZ',
      '/store/%C0%AF',
      `/store/product/${product.slug}?utm=%ZZ`,
      '/search?q=%ZZ',
      '/store/product/%E3%83%95%E3%83%AD%E3%83%B3%E3%83%88',
      '/store/product/100%25',
    ];
    for (const target of table) {
      const answer = await request.get(target, { maxRedirects: 0 });
      if (isUndecodablePath(target)) expect(answer.status(), target).toBe(400);
      else expect([200, 404], target).toContain(answer.status());
    }
  });

  test('the bundler keeps only the entry re-exports a page uses: no page’s first load carries zod (package.json “sideEffects”)', async () => {
    // A domain's index.ts re-exports its schemas beside the rules the browser uses; the forms load
    // the schemas on demand. If the bundler stops honouring "sideEffects", every page that imports
    // a rule from an entry file pulls the whole entry, zod and all, into its first load.
    const stats = JSON.parse(fs.readFileSync(path.join(DIST_DIR, 'diagnostics', 'route-bundle-stats.json'), 'utf8')) as { route: string; firstLoadChunkPaths: string[] }[];
    const withZod = stats.filter((entry) => entry.firstLoadChunkPaths.some((chunk) => fs.readFileSync(chunk, 'utf8').includes('ZodError')));
    expect(withZod.map((entry) => entry.route)).toEqual([]);
    const chunksDir = path.join(DIST_DIR, 'static', 'chunks');
    // The check above means something only while zod's code carries that name in the build at all.
    expect(fs.readdirSync(chunksDir).some((file) => file.endsWith('.js') && fs.readFileSync(path.join(chunksDir, file), 'utf8').includes('ZodError'))).toBe(true);
  });

  test('the build lists each route’s first-load chunks where compile-hints.mjs reads them, and every one was marked', async ({ request }) => {
    // An ES module script: loaded as Node loads it, not through the test runner's transform.
    const { COMPILE_HINT, firstLoadChunks }: typeof import('../../scripts/compile-hints.mjs') = await import(pathToFileURL(path.resolve('scripts/compile-hints.mjs')).href);
    const statsFile = path.join(DIST_DIR, 'diagnostics', 'route-bundle-stats.json');
    expect(fs.existsSync(statsFile), `${statsFile} is gone: scripts/compile-hints.mjs marks nothing`).toBe(true);
    const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as { route: string; firstLoadChunkPaths: string[] }[];
    const routes = stats.map((entry) => entry.route);
    for (const route of ['/[locale]', '/[locale]/store/product/[slug]']) expect(routes).toContain(route);
    const chunks = firstLoadChunks(stats);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(chunk, 'a first-load chunk outside the static chunks folder').toMatch(/\/static\/chunks\/[^/]+\.js$/);
      expect(fs.readFileSync(chunk, 'utf8').startsWith(COMPILE_HINT), `${chunk} was not marked`).toBe(true);
    }

    // The hint changes a chunk's bytes after Next named it by their hash. That holds only while nothing
    // pins those bytes: no integrity attribute on the page's scripts (experimental.sri would refuse every
    // marked chunk), and the server sends the marked file as built, under the name pages ask for.
    const home = await (await cacheHit(request, '/')).text();
    expect(home).not.toMatch(/<script[^>]*\sintegrity=/);
    // The polyfills' script (nomodule) runs only in browsers without modules, which the hint is not for.
    const served = [...home.matchAll(/<script\b[^>]*>/g)]
      .filter(([tag]) => !/\snomodule/i.test(tag))
      .flatMap(([tag]) => /\ssrc="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(tag)?.[1] ?? []);
    expect(served.length).toBeGreaterThan(0);
    for (const src of served) {
      const chunk = chunks.find((file) => file.endsWith(src.replace('/_next/', '/')));
      expect(chunk, `${src} is not a first-load chunk of the build's statistics`).toBeDefined();
      const answer = await request.get(src);
      expect(answer.status(), src).toBe(200);
      expect((await answer.text()).startsWith(COMPILE_HINT), `${src} is served without its hint`).toBe(true);
    }
  });
});
