import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { asClient, placeOrder } from './shop-client';

/**
 * Writes through instance A and reads through instance B, the way a load balancer spreads one
 * shopper's requests (as a client of this run's own, tests/scale/shop-client.ts).
 */
const A = process.env.INSTANCE_A_URL!;
const B = process.env.INSTANCE_B_URL!;

type Product = { id: number; slug: string; name: string; quantityLeft: number };

async function productWithStock(api: APIRequestContext, base: string): Promise<Product> {
  const response = await api.post(`${base}/api/products/filter`, { data: { sort: 'featured', page: 1 }, headers: asClient });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Product[] };
  const product = items.find((item) => item.quantityLeft > 3);
  expect(product, 'a product with a few in stock').toBeDefined();
  return product!;
}

async function stockOf(api: APIRequestContext, base: string, slug: string): Promise<number> {
  const response = await api.get(`${base}/api/products/${slug}`, { headers: asClient });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: Product }).product.quantityLeft;
}

test.beforeAll(() => {
  expect(A, 'INSTANCE_A_URL').toBeTruthy();
  expect(B, 'INSTANCE_B_URL').toBeTruthy();
});

test('a review written through A shows on B’s product page at once', async ({ page, request }) => {
  const product = await productWithStock(request, A);
  await page.goto(`${B}/store/product/${product.slug}`);
  const title = `Fits well ${randomUUID().slice(0, 8)}`;
  const written = await request.post(`${A}/api/reviews`, {
    headers: asClient,
    data: { product: product.slug, name: 'Dana', email: 'dana@example.com', rating: 5, title, experience: 'Bolted straight on, no trimming needed.' },
  });
  expect(written.status()).toBe(201);
  await page.goto(`${B}/store/product/${product.slug}`);
  await expect(page.getByText(title)).toBeVisible();
});

test('an order placed through A takes stock that B reports', async ({ request }) => {
  const product = await productWithStock(request, A);
  const before = await stockOf(request, B, product.slug);
  await placeOrder(request, A, product.id, 2);
  expect(await stockOf(request, B, product.slug)).toBe(before - 2);
});

test('an image uploaded through A is served by B, whose DATA_DIR is its own', async ({ request }) => {
  const photo = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c0392b' } }).png().toBuffer();
  const uploaded = await request.post(`${A}/api/uploads`, {
    headers: asClient,
    multipart: { 'imageFiles[]': { name: 'photo.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const [image] = ((await uploaded.json()) as { images: { url: string }[] }).images;
  const [fromA, fromB] = [await request.get(`${A}${image.url}`), await request.get(`${B}${image.url}`)];
  expect(fromB.status()).toBe(200);
  expect(fromB.headers()['content-type']).toBe('image/webp');
  expect(Buffer.compare(await fromB.body(), await fromA.body())).toBe(0);
});

test('a rate limit counts requests made to both instances', async ({ request }) => {
  // The newsletter allows 5 sign-ups an hour from one address.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const base = attempt % 2 === 0 ? A : B;
    const response = await request.post(`${base}/api/newsletter`, { headers: asClient, data: { email: `reader${attempt}@example.com` } });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});

test('both instances are ready and name what they checked', async ({ request }) => {
  for (const base of [A, B]) {
    const response = await request.get(`${base}/api/ready`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { server: 'ok', database: 'ok', redis: 'ok' } });
  }
});

const canonicalOf = async (api: APIRequestContext, url: string, headers: Record<string, string> = {}) => {
  const response = await api.get(url, { headers });
  expect(response.ok()).toBe(true);
  return /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
};

const instances = () => [
  [A, process.env.INSTANCE_A_SITE_URL!],
  [B, process.env.INSTANCE_B_SITE_URL!],
];
// What a client could send to make the shop name its host; only SITE_URL may decide.
const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

test('a cached page names the public address each instance was started with, never a forwarded host', async ({ request }) => {
  // One build, two addresses: SITE_URL is read when the server starts, not when it was built.
  for (const [base, site] of instances()) {
    expect(await canonicalOf(request, `${base}/faqs`, forged)).toBe(`${site}/faqs`);
    const html = await (await request.get(`${base}/es/faqs`, { headers: forged })).text();
    expect(html).toContain(`hrefLang="ja" href="${site}/ja/faqs"`);
    expect(html).toContain(`property="og:url" content="${site}/es/faqs"`);
    expect(html).not.toContain('evil.example');
  }
});

test('cached pages list the hashes of their own inline scripts on both servers', async ({ request }) => {
  const product = await productWithStock(request, A);
  for (const [base] of instances()) {
    for (const path of ['/faqs', `/store/product/${product.slug}`]) {
      const answers = [await request.get(`${base}${path}`), await request.get(`${base}${path}`)];
      for (const answer of answers) expect(/script-src ([^;]*)/.exec(answer.headers()['content-security-policy'])![1]).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]{44}')+$/);
      expect(answers[1].headers()['content-security-policy']).toBe(answers[0].headers()['content-security-policy']);
    }
  }
});

test('the sitemap names SITE_URL whatever host the proxy forwards', async ({ request }) => {
  const response = await request.get(`${A}/sitemap.xml`, { headers: forged });
  const xml = await response.text();
  expect(xml).toContain(`<loc>${process.env.INSTANCE_A_SITE_URL}/sitemaps/`);
  expect(xml).not.toContain('evil.example');
});

test('redirects name no host, so they follow the address the shopper used', async ({ request }) => {
  for (const path of ['/en/faqs', '/fr/faqs']) {
    const response = await request.get(`${A}${path}`, { headers: forged, maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(response.headers().location).toBe('/faqs');
  }
});
