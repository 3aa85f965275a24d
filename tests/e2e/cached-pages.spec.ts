import { test, expect, type APIRequestContext } from './fixtures';
import { vehicleBySlug } from '../../lib/shop/catalogue/vehicles';

/** A product with stock, as the API lists it. */
async function productInStock(request: APIRequestContext) {
  const { products } = (await (await request.get('/api/products/latest')).json()) as { products: { id: number; slug: string; quantityLeft: number }[] };
  const product = products.find((p) => p.quantityLeft > 2 && p.quantityLeft < 8);
  test.skip(!product, 'the seeded catalogue has no product with a few left');
  return product!;
}

// What a browser sends from the shop's own pages; the API refuses cross-site writes.
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

const contact = { email: 'cache@example.com', name: 'Cache Tester', phone: '+1 (555) 010-2000' };
const address = { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

test.describe('cached pages follow every write', () => {
  test('a product page is served from cache and shows a new review on the next load', async ({ request }) => {
    const product = await productInStock(request);
    const first = await request.get(`/store/product/${product.slug}`);
    expect(first.status()).toBe(200);
    const again = await request.get(`/store/product/${product.slug}`);
    expect(again.headers()['cache-control']).toMatch(/^s-maxage=\d+/);

    const title = `Cached page check ${Date.now()}`;
    const posted = await request.post('/api/reviews', {
      headers: SAME_ORIGIN,
      data: { product: product.slug, name: 'Cache Tester', email: 'cache@example.com', rating: 5, title, experience: 'Shows on the next load.' },
    });
    expect(posted.status()).toBe(201);
    expect(await (await request.get(`/store/product/${product.slug}`)).text()).toContain(title);
  });

  test("a like leaves home and a listing cache hits and shows on the product's page on the next load", async ({ page, request }) => {
    const { products } = (await (await request.get('/api/products/latest')).json()) as { products: { slug: string; vehicles: string[]; productType: string }[] };
    const home = await (await request.get('/')).text();
    const product = products.find((p) => home.includes(p.slug));
    test.skip(!product, "no product of the newest row is on home's first screen");
    const { slug, vehicles: [vehicle], productType } = product!;
    const title = `Like check ${Date.now()}`;
    const posted = await request.post('/api/reviews', {
      headers: SAME_ORIGIN,
      data: { product: slug, name: 'Cache Tester', email: 'cache@example.com', rating: 4, title, experience: 'Liked by a stranger.' },
    });
    expect(posted.status()).toBe(201);
    const { review } = (await posted.json()) as { review: { id: number } };

    // The listing the product page's breadcrumb links to, at the page that shows its card.
    const base = `/store/products/${vehicle}?${new URLSearchParams({ carModels: vehicleBySlug(vehicle)!.label, productTypes: productType })}`;
    let listing: string | null = null;
    for (let pageNumber = 1; pageNumber <= 10 && !listing; pageNumber += 1) {
      const url = pageNumber === 1 ? base : `${base}&page=${pageNumber}`;
      if ((await (await request.get(url)).text()).includes(slug)) listing = url;
    }
    expect(listing).not.toBeNull();
    const cache = async (url: string) => (await request.get(url)).headers()['x-nextjs-cache'];
    // Home again after the review, which the shop may render anew: the like is what is watched.
    await request.get('/');
    expect(await cache('/')).toBe('HIT');
    expect(await cache(listing!)).toBe('HIT');
    await page.goto(`/store/product/${slug}`);
    const likes = page.getByTestId('review').filter({ hasText: title }).getByTestId('count-up');
    await expect(likes).toHaveText('0');

    const liked = await request.post(`/api/reviews/${review.id}/reaction`, { headers: SAME_ORIGIN, data: { value: 'like', product: slug } });
    expect(liked.status()).toBe(200);

    expect(await cache('/')).toBe('HIT');
    expect(await cache(listing!)).toBe('HIT');
    await page.reload();
    await expect(likes).toHaveText('1');
  });

  test('stock on a cached product page changes after an order', async ({ page, request }) => {
    const product = await productInStock(request);
    await page.goto(`/store/product/${product.slug}`);
    // The quantity box allows at most what is left.
    const quantity = page.getByRole('spinbutton').first();
    await expect(quantity).toHaveAttribute('max', String(product.quantityLeft));

    const order = await request.post('/api/orders?locale=en', { headers: SAME_ORIGIN, data: { lines: [{ product_id: product.id, quantity: 1, is_deposit: false }], contact, address } });
    expect(order.status()).toBe(201);
    await page.reload();
    await expect(quantity).toHaveAttribute('max', String(product.quantityLeft - 1));
  });

  test("a listing's cached data follows its page and sort", async ({ page }) => {
    const names = async () => page.getByTestId('product-card').allInnerTexts();
    await page.goto('/store/products?sort=ascending');
    const ascending = await names();
    await page.goto('/store/products?sort=descending');
    const descending = await names();
    await page.goto('/store/products?sort=ascending&page=2');
    const second = await names();
    expect(ascending.length).toBeGreaterThan(0);
    expect(descending[0]).not.toBe(ascending[0]);
    expect(second[0]).not.toBe(ascending[0]);
  });

  test('a listing is served from the page cache under its canonical query, and follows its filters', async ({ page, request }) => {
    await request.get('/store/products?carModels=ZN8+GR86');
    // Parameters no listing reads and the default sort share the entry.
    const again = await request.get('/store/products?utm_source=mail&sort=featured&carModels=ZN8+GR86');
    expect(again.status()).toBe(200);
    expect(again.headers()['cache-control']).toMatch(/^s-maxage=\d+/);
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');

    const names = async (url: string) => {
      await page.goto(url);
      await expect(page).toHaveURL(url);
      return page.getByTestId('listing-results').getByTestId('product-card').allInnerTexts();
    };
    const zn8 = await names('/store/products?carModels=ZN8+GR86');
    const zn6 = await names('/store/products?carModels=ZN6+GR86');
    expect(zn8.length).toBeGreaterThan(0);
    expect(zn6.length).toBeGreaterThan(0);
    // Parts that fit both generations are in both lists (a part fits a list of vehicles); each also has its own.
    expect(zn6.filter((name) => !zn8.includes(name)).length).toBeGreaterThan(0);
    expect(zn8.filter((name) => !zn6.includes(name)).length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ZN6 GR86');
    // Another sort is another cached page, mounted anew (the one left stays hidden): focus is back on the sort box.
    await page.getByLabel('Sort by').selectOption('ascending');
    await expect(page).toHaveURL('/store/products?carModels=ZN6+GR86&sort=ascending');
    await expect(page.getByLabel('Sort by').filter({ visible: true })).toBeFocused();
    // The page links keep the shopper's address, never the cache's internal one.
    const next = page.getByTestId('pagination').getByRole('link', { name: /page 2/i });
    if ((await next.count()) > 0) await expect(next).toHaveAttribute('href', '/store/products?carModels=ZN6+GR86&sort=ascending&page=2');
  });

  test('a cached listing shows a stock change on the next load', async ({ request }) => {
    const product = await productInStock(request);
    const { product: detail } = (await (await request.get(`/api/products/${product.slug}`)).json()) as { product: { vehicles: string[]; productType: string } };
    // The listing the product page's breadcrumb links to: one the page cache keeps.
    const listing = `/store/products/${detail.vehicles[0]}?${new URLSearchParams({ carModels: vehicleBySlug(detail.vehicles[0])!.label, productTypes: detail.productType })}`;
    // The card's data travels in the page's payload (escaped JSON inside a script).
    const stockOnListing = async () => {
      for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
        const html = await (await request.get(pageNumber === 1 ? listing : `${listing}&page=${pageNumber}`)).text();
        const card = html.match(new RegExp(`\\\\"quantityLeft\\\\":(-?\\d+)[^{}]*?\\\\"slug\\\\":\\\\"${product.slug}\\\\"|\\\\"slug\\\\":\\\\"${product.slug}\\\\"[^{}]*?\\\\"quantityLeft\\\\":(-?\\d+)`));
        if (card) return Number(card[1] ?? card[2]);
      }
      return null;
    };
    expect(await stockOnListing()).toBe(product.quantityLeft);
    expect((await request.get(listing)).headers()['x-nextjs-cache']).toBe('HIT');

    const order = await request.post('/api/orders?locale=en', { headers: SAME_ORIGIN, data: { lines: [{ product_id: product.id, quantity: 1, is_deposit: false }], contact, address } });
    expect(order.status()).toBe(201);
    expect(await stockOnListing()).toBe(product.quantityLeft - 1);
  });

  test('the search API answers from the cached layer and shows a stock change on the next ask', async ({ request }) => {
    const product = await productInStock(request);
    const { product: detail } = (await (await request.get(`/api/products/${product.slug}`)).json()) as { product: { name: string } };
    const stockInSearch = async () => {
      const answer = await request.post('/api/search', { headers: SAME_ORIGIN, data: { query: detail.name } });
      expect(answer.status()).toBe(200);
      const { products } = (await answer.json()) as { products: { id: number; quantityLeft: number }[] };
      return products.find((p) => p.id === product.id)?.quantityLeft;
    };
    expect(await stockInSearch()).toBe(product.quantityLeft);
    expect(await stockInSearch()).toBe(product.quantityLeft);

    const order = await request.post('/api/orders?locale=en', { headers: SAME_ORIGIN, data: { lines: [{ product_id: product.id, quantity: 1, is_deposit: false }], contact, address } });
    expect(order.status()).toBe(201);
    expect(await stockInSearch()).toBe(product.quantityLeft - 1);
  });
});
