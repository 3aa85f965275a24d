import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from './fixtures';

/**
 * The server's HTML of every page type, in all three languages, passes the W3C's Nu HTML Checker
 * (vnu-jar from npm, on the machine's Java) with no error and no allow-list; a product sitemap passes
 * sitemaps.org's schema (xmllint). The pages are fetched, saved to one folder and checked by one JVM.
 */
const run = promisify(execFile);
const LANGUAGES = ['', '/es', '/ja'];
const PAGE_TYPES = [
  '/',
  '/shop-body-parts',
  '/store/products/shop-body-parts/zn8?carModels=ZN8+GR86',
  '/search?query=hood',
  '/new-arrivals',
  'product',
  'new-arrival',
  '/cart',
  '/checkout',
  '/contact-us',
  '/warranty-information',
  '/international-orders',
  '/account/login',
  '/account/register',
  '/account/my-wishlist',
  '/garage-sale',
  '/car-models',
  '/exhaust/zn8',
  '/performance-parts/mk5-gr-supra',
  '/performance-parts/mk5-gr-supra/brake-upgrades/big-brake-kits',
  '/return-policy',
  '/faqs',
];
/** Addresses that name no page, answered 404 with the not-found page: an unknown path, two unknown listings, an unknown product. */
const NOT_FOUND_TYPES = ['/no-such-page', '/store/products/nonexistent-thing', '/exhaust/nope', '/store/product/no-such-part-0'];
/** Pages only a signed-in shopper sees. */
const MEMBER_PAGES = ['/account', '/account/orders', '/account/addresses'];

const root = () => path.dirname(test.info().config.configFile ?? path.resolve('playwright.config.ts'));

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

async function save(request: APIRequestContext, folder: string, url: string, status = 200) {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(status);
  expect(response.headers()['content-type'], url).toContain('text/html');
  await writeFile(path.join(folder, `${url.replace(/[^a-z0-9]+/gi, '_')}.html`), await response.text());
}

test('every page type is valid HTML in every language (Nu HTML Checker)', async ({ request }) => {
  test.setTimeout(180_000);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-html-'));
  try {
    const { products } = (await (await request.get('/api/products/latest')).json()) as { products: { slug: string }[] };
    const resolve = (type: string) => (type === 'product' ? `/store/product/${products[0].slug}` : type === 'new-arrival' ? `/new-arrivals/${products[1].slug}` : type);
    for (const language of LANGUAGES) {
      for (const type of PAGE_TYPES) await save(request, folder, type === '/' && language ? language : `${language}${resolve(type)}`);
      for (const type of NOT_FOUND_TYPES) await save(request, folder, `${language}${type}`, 404);
    }

    const email = `valid-${Date.now()}@example.com`;
    const registered = await request.post('/api/auth/register', { headers: { 'sec-fetch-site': 'same-origin' }, data: { firstName: 'Aoi', lastName: 'Sato', email, password: 'correct horse battery' } });
    expect(registered.ok(), await registered.text()).toBe(true);
    for (const language of LANGUAGES) for (const page of MEMBER_PAGES) await save(request, folder, `${language}${page}`);

    // vnu exits 1 when it finds an error; its JSON report is on stderr either way.
    const jar = path.join(root(), 'node_modules/vnu-jar/build/dist/vnu.jar');
    const report = await run('java', ['-jar', jar, '--errors-only', '--format', 'json', folder], { maxBuffer: 32 * 1024 * 1024 }).then(
      ({ stderr }) => stderr,
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
    const errors = messages.map((message) => `${path.basename(message.url)}:${message.lastLine ?? ''} ${message.message} ${message.extract ?? ''}`.trim());
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('a product sitemap and the pages sitemap pass sitemaps.org’s schema', async ({ request }) => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-sitemap-'));
  try {
    const files: string[] = [];
    for (const name of ['products-0', 'pages']) {
      const response = await request.get(`/sitemaps/${name}.xml`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ja"');
      const file = path.join(folder, `${name}.xml`);
      await writeFile(file, xml);
      files.push(file);
    }
    // The official sitemap.xsd, vendored unchanged, and the declaration of xhtml:link its strict wildcard asks for.
    const schema = path.join(root(), 'tests/support/sitemap/sitemap-with-alternates.xsd');
    const result = await run('xmllint', ['--noout', '--schema', schema, ...files]).then(
      ({ stderr }) => ({ code: 0, stderr }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code ?? 1, stderr: error.stderr ?? '' }),
    );
    expect(result.stderr.split('\n').filter((line) => line && !line.endsWith(' validates'))).toEqual([]);
    expect(result.code).toBe(0);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
