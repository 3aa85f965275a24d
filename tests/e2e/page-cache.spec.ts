import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type APIRequestContext } from './fixtures';
import { shopListingLinks } from '../../lib/shop/catalogue/listing/shop-listing-links';
import { MAX_CACHED_PAGE } from '../../lib/shop/catalogue/listing/cached-set';

// What a browser sends from the shop's own pages; the API refuses cross-site writes.
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** The number of pages of the catalogue listing for one car model, as the listing API counts them. */
async function pagesOf(request: APIRequestContext, carModel: string) {
  const answer = await request.post('/api/products/filter', { headers: SAME_ORIGIN, data: { car_model: [carModel] } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { pageCount: number }).pageCount;
}

/** Where playwright.config.ts starts the server: DATA_DIR=.data/e2e. */
const PAGE_CACHE = path.resolve('.data/e2e/page-cache');

function pageCacheFiles() {
  return readdirSync(PAGE_CACHE).flatMap((build) => readdirSync(path.join(PAGE_CACHE, build)).map((name) => path.join(PAGE_CACHE, build, name)));
}

test.describe('a bounded page cache', () => {
  test('a cached listing page past the last is a 404, with the not-found page in the shopper’s language', async ({ request }) => {
    const pages = await pagesOf(request, 'ZN8 GR86');
    test.skip(pages >= MAX_CACHED_PAGE, 'the seeded catalogue has too many ZN8 GR86 products for a cached page past the last');
    const cases = [
      [`/es/store/products?carModels=ZN8+GR86&page=${pages + 1}`, 'Página no encontrada'],
      [`/store/products?carModels=ZN8+GR86&sort=price_ascending&page=${MAX_CACHED_PAGE}`, 'Page not found'],
      [`/ja/store/products/zn8?carModels=ZN8+GR86&page=${MAX_CACHED_PAGE}`, 'ページが見つかりません'],
    ] as const;
    for (const [url, title] of cases) {
      // The second load is the page cache's copy of the first.
      for (let load = 0; load < 2; load++) {
        const answer = await request.get(url);
        expect(answer.status(), `${url} (load ${load + 1})`).toBe(404);
        expect(await answer.text()).toContain(title);
      }
    }
    // The last page itself is still there.
    expect((await request.get(`/store/products?carModels=ZN8+GR86${pages > 1 ? `&page=${pages}` : ''}`)).status()).toBe(200);
  });

  // A listing outside the cached set renders per request, after Next would have sent the route's
  // shell with 200: the edge decides a page past the last before any render (lib/shop/serving/page-range.ts).
  test('every listing, garage-sale, new-arrivals and search page past the last answers 404 with the not-found page in its language', async ({ request }) => {
    const cases = [
      ['/store/products?page=500', 'Page not found'],
      ['/store/products?productTypes=Exhaust&page=500', 'Page not found'],
      ['/es/store/products?productTypes=Exhaust&page=99', 'Página no encontrada'],
      ['/ja/store/products?page=500', 'ページが見つかりません'],
      ['/store/products?page=999999999999999999999', 'Page not found'],
      ['/garage-sale/store?page=500', 'Page not found'],
      ['/es/garage-sale/store?page=500', 'Página no encontrada'],
      ['/new-arrivals?page=500', 'Page not found'],
      ['/ja/new-arrivals?page=500', 'ページが見つかりません'],
      ['/search?query=hood&page=500', 'Page not found'],
      ['/ja/search?query=hood&page=500', 'ページが見つかりません'],
      ['/ja/store/products?carModels=ZN8+GR86&page=500', 'ページが見つかりません'],
      ['/store/products?carModels=ZN8+GR86&carModels=ZN6+GR86&page=500', 'Page not found'],
    ] as const;
    for (const [url, title] of cases) {
      const answer = await request.get(url);
      expect(answer.status(), url).toBe(404);
      const html = await answer.text();
      expect(html, url).toContain(title);
      expect(html, url).not.toContain('data-testid="product-card"');
    }
  });

  test('a later page says its number in its title, in the page’s language', async ({ page }) => {
    for (const [url, words] of [
      ['/store/products?page=2', 'Page 2'],
      ['/es/store/products?page=3', 'Página 3'],
      ['/ja/store/products?carModels=MK5+Supra&carModels=ZN8+GR86&page=2', '2ページ'],
    ] as const) {
      expect((await page.goto(url))?.status(), url).toBe(200);
      expect(await page.title(), url).toContain(words);
    }
  });

  test('a page number that is no page goes permanently to the address without it', async ({ request }) => {
    for (const [url, target] of [
      ['/store/products?page=0', '/store/products'],
      ['/es/store/products?productTypes=Exhaust&page=abc', '/es/store/products?productTypes=Exhaust'],
      ['/ja/search?query=hood&page=-3', '/ja/search?query=hood'],
      ['/garage-sale/store?page=1.5', '/garage-sale/store'],
    ] as const) {
      const answer = await request.get(url, { maxRedirects: 0 });
      expect(answer.status(), url).toBe(308);
      expect(new URL(answer.headers().location, 'http://shop.test').pathname + new URL(answer.headers().location, 'http://shop.test').search, url).toBe(target);
    }
  });

  test('the listing API answers a page past the last with the last page, and says which', async ({ request }) => {
    const pages = await pagesOf(request, 'ZN8 GR86');
    const answer = await request.post('/api/products/filter', { headers: SAME_ORIGIN, data: { car_model: ['ZN8 GR86'], page: 500 } });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { page: number; pageCount: number; items: unknown[] };
    expect(body).toMatchObject({ page: pages, pageCount: pages });
    expect(body.items.length).toBeGreaterThan(0);
  });

  test('the longest menu-linked listing, sorted, is kept by the page cache: its second load is a HIT', async ({ request }) => {
    const longest = shopListingLinks().reduce((a, b) => (b.length > a.length ? b : a));
    const url = `${longest}&sort=price_descending`;
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    const again = await request.get(url);
    expect(again.status()).toBe(200);
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('pages are kept as files in the data folder, every file name short, within the default cap', async ({ request }) => {
    expect((await request.get('/store/products?carModels=ZN6+GR86&sort=descending')).status()).toBe(200);
    const files = pageCacheFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(Buffer.byteLength(path.basename(file))).toBeLessThanOrEqual(255);
    expect(files.reduce((sum, file) => sum + statSync(file).size, 0)).toBeLessThanOrEqual(512 * 1024 * 1024);
  });
});
