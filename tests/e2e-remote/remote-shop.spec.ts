import { test, expect, type APIRequestContext } from '../e2e/fixtures';

/** The storefront run on a stand-in shop server: everything a shopper sees and does reaches it. */

const upstream = `http://127.0.0.1:${Number(process.env.STAND_IN_PORT ?? Number(process.env.E2E_REMOTE_PORT ?? 3120) + 1)}`;
type Call = { method: string; path: string; body: Record<string, unknown> };
const callsTo = async (request: APIRequestContext, path: string): Promise<Call[]> =>
  ((await (await request.get(`${upstream}/__calls`)).json()) as Call[]).filter((call) => call.path.startsWith(path));

// The stand-in's pictures live on hosts that do not exist (or plain http, which the CSP refuses).
test.beforeEach(({ consoleErrors }) => {
  consoleErrors.allow(/images\.stand-in\.test|127\.0\.0\.1:\d+\/hood-photo|Content Security Policy/);
});

test('the home page and listings show the shop server\'s products', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Upstream ZN8 Carbon Hood').first()).toBeVisible();
  await page.goto('/new-arrivals?carModels=8th%20Gen%20Camry');
  await expect(page.getByText('Upstream Camry Lip 2/Piece').first()).toBeVisible();
  await page.goto('/garage-sale/store');
  await expect(page.getByText('Upstream Garage Exhaust').first()).toBeVisible();
});

test('a product page opens by its name and a review reaches the shop server', async ({ page, request }) => {
  await page.goto('/store/product/upstream-mk5-supra-wing_gloss');
  await expect(page.getByRole('heading', { level: 1, name: 'Upstream MK5 Supra Wing - Gloss' })).toBeVisible();

  await page.goto('/store/product/upstream-zn8-carbon-hood');
  await expect(page.getByRole('heading', { level: 1, name: 'Upstream ZN8 Carbon Hood' })).toBeVisible();
  await expect(page.getByTestId('review').filter({ hasText: 'Great hood' })).toBeVisible();

  const form = page.getByTestId('review-form');
  await expect(async () => {
    await page.getByRole('button', { name: 'Write a review' }).click();
    await expect(form).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const title = `Remote review ${Date.now().toString(36)}`;
  await form.getByLabel('Name').fill('Remote Driver');
  await form.getByLabel('E-mail').fill('remote@example.com');
  await form.getByTitle('5 stars').click();
  await form.getByLabel('Review title').fill(title);
  await form.getByLabel('Your experience').fill('Straight from the stand-in.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByTestId('success-dialog')).toContainText('Your review has been submitted.');

  const written = await callsTo(request, '/yps_server/write_review');
  expect(written.at(-1)?.body).toMatchObject({ title, name: 'Remote Driver', rating: 5, product_id: 101, imageNames: [] });
  await page.reload();
  await expect(page.getByTestId('review').filter({ hasText: title })).toBeVisible();
});

test('logging in shows the shop server\'s orders of that user only', async ({ page, request }) => {
  await page.goto('/account/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('dana@stand-in.test');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Dana Driver', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View order 9001', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View order 9002', exact: true })).toHaveCount(0);
  expect((await callsTo(request, '/yps_server/orders')).every((call) => call.path === '/yps_server/orders?user_id=501')).toBe(true);

  // The upstream user id stays on the server.
  const orders = await page.request.get('/api/account/orders');
  expect(await orders.json()).toMatchObject({ orders: [{ number: '9001', status: 'Shipped' }] });
  const cookies = await page.context().cookies();
  expect(JSON.stringify(cookies)).not.toContain('501');
});

test('checkout.html is the shop server\'s own page, served on this origin', async ({ request }) => {
  // Not a redirect: that page reads the cart from this origin's localStorage.
  for (const path of ['/checkout.html', '/es/checkout.html']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<h1>Shop server checkout</h1>');
  }
});

test('with the shop server down, pages show the error view with a retry and the API answers 502', async ({ page, request, consoleErrors }) => {
  // The error view is what this test is after: the failed render is reported in the console.
  consoleErrors.allow(/Failed to load resource|server responded with a status of 50\d|Error/);
  await request.post(`${upstream}/__down`);
  try {
    await page.goto('/store/product/upstream-gr86-coilovers');
    // The page answers an error status, so the fixture does not wait for it to become interactive.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    const alert = page.getByRole('alert').filter({ hasText: 'Try again' });
    await expect(alert).toBeVisible();
    expect((await request.get('/api/products/latest')).status()).toBe(502);
    expect((await request.get('/api/health')).status()).toBe(503);

    await request.post(`${upstream}/__up`);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upstream GR86 Coilovers' })).toBeVisible();
  } finally {
    await request.post(`${upstream}/__up`);
  }
});
