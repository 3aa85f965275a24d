import { expect, test, type APIRequestContext } from './fixtures';

// An 8×8 red PNG: small enough to inline, a real image for the server's content check.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWO4LimPFTEMLQkAp05DwSsrXAYAAAAASUVORK5CYII=';

async function firstProductSlug(request: APIRequestContext): Promise<string> {
  const { products } = await (await request.get('/api/products/latest')).json();
  return products[0].slug;
}

test.describe('product page', () => {
  test('the first HTML carries everything a search engine and a link preview need', async ({ request }) => {
    const slug = await firstProductSlug(request);
    const response = await request.get(`/new-arrivals/${slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/store/product/${slug}"`));
    for (const lang of ['en', 'es', 'ja', 'x-default']) expect(html).toContain(`hrefLang="${lang}"`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('property="product:price:currency" content="USD"');
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\//);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd).toBeTruthy();
    // The page's structured data is a list: the Product and the BreadcrumbList of its visible trail.
    const blocks = [JSON.parse(jsonLd!)].flat() as { '@type': string; image?: string[] }[];
    const data = blocks.find((block) => block['@type'] === 'Product')!;
    expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', offers: { '@type': 'Offer', priceCurrency: 'USD' } });
    expect(data.image?.length).toBeGreaterThan(0);
  });

  test('a missing product answers 404 with the not-found view', async ({ page }) => {
    const response = await page.goto('/store/product/no-such-part-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! The page you're looking for could not be found.")).toBeVisible();
  });

  for (const prefix of ['/es', '/ja']) {
    test(`renders in ${prefix}`, async ({ page, request }) => {
      const slug = await firstProductSlug(request);
      const response = await page.goto(`${prefix}/store/product/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', prefix.slice(1));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('review-summary')).toBeVisible();
    });
  }

  test('the gallery viewer opens, steps with the keyboard and closes with Escape', async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    await page.goto(`/store/product/${slug}`);
    const viewer = page.getByTestId('gallery-viewer');
    // Retried: a click before hydration has no handler yet.
    await expect(async () => {
      await page.getByTestId('gallery-main').click();
      await expect(viewer).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  test('a shopper writes a review with a photo, reacts to it and asks a question; all survive a reload @phone', async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    await page.goto(`/store/product/${slug}`);
    const stamp = Date.now().toString(36);

    const form = page.getByTestId('review-form');
    await expect(async () => {
      await page.getByRole('button', { name: 'Write a review' }).click();
      await expect(form).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields and choose a rating.');

    await form.getByLabel('Name').fill('Playwright Driver');
    await form.getByLabel('E-mail').fill('driver@example.com');
    await form.getByTitle('4 stars').click();
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await form.getByLabel('Review title').fill(`Solid part ${stamp}`);
    await form.getByLabel('Your experience').fill('Fitted in an afternoon, no gaps.');
    await form.locator('input[type="file"]').setInputFiles({ name: 'fitted.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
    await expect(form.getByRole('img', { name: 'fitted.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Submit review' }).click();

    const dialog = page.getByTestId('success-dialog');
    await expect(dialog).toContainText('Your review has been submitted.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const review = page.getByTestId('review').filter({ hasText: `Solid part ${stamp}` });
    await expect(review).toBeVisible();
    await expect(review.getByRole('img', { name: /Photo from Playwright Driver/ })).toBeVisible();
    const like = review.getByRole('button', { name: /^Like/ });
    const reacted = page.waitForResponse((response) => response.url().includes(`/reaction`) && response.request().method() === 'POST');
    await like.click();
    expect((await reacted).status()).toBe(200);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('count-up')).toHaveText('1');

    await page.getByRole('button', { name: 'Ask a question' }).click();
    await expect(page.getByTestId('review-form')).toBeHidden();
    const questionForm = page.getByTestId('question-form');
    await questionForm.getByLabel('Name').fill('Playwright Driver');
    await questionForm.getByLabel('E-mail').fill('driver@example.com');
    await questionForm.getByLabel('Your question').fill(`Does it fit with the aero kit? ${stamp}`);
    await questionForm.getByRole('button', { name: 'Submit question' }).click();
    await expect(page.getByTestId('success-dialog')).toContainText('Your question has been submitted');
    await page.getByTestId('success-dialog').getByRole('button', { name: 'Close' }).click();

    await page.reload();
    const reloaded = page.getByTestId('review').filter({ hasText: `Solid part ${stamp}` });
    await expect(reloaded).toBeVisible();
    await expect(reloaded.getByRole('img', { name: /Photo from Playwright Driver/ })).toBeVisible();
    await expect(reloaded.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(reloaded.getByRole('button', { name: /^Like/ }).getByTestId('count-up')).toHaveText('1');
    await expect(page.getByTestId('question').filter({ hasText: `Does it fit with the aero kit? ${stamp}` })).toBeVisible();
    expect(await page.content()).not.toContain('driver@example.com');
  });

  test('visiting a product records it first in recently viewed', async ({ page, request }) => {
    const slug = await firstProductSlug(request);
    await page.goto(`/store/product/${slug}`);
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewedProducts') ?? '[]')[0]?.slug).catch(() => null))
      .toBe(slug);
  });

  test('robots and sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /api/');
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(files).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/products-0.xml']));
    const products = await request.get('/sitemaps/products-0.xml');
    expect(products.headers()['content-type']).toMatch(/xml/);
    const sitemap = await products.text();
    expect(sitemap).toContain('/es/store/product/');
    expect(sitemap).toContain('hreflang="ja"');
    expect((await request.get('/sitemaps/products-999.xml')).status()).toBe(404);
  });
});
