import { expect, test, type APIRequestContext } from './fixtures';

type Product = { id: number; slug: string; name: string; price: number; quantityLeft: number; vehicles: string[]; productType: string };

async function productWithStock(request: APIRequestContext, range: [number, number]): Promise<Product> {
  // The API takes POSTs only from pages of this shop, as a browser's fetch from one says.
  for (let page = 1; page <= 20; page++) {
    const { items } = (await (await request.post('/api/products/filter', { data: { page }, headers: { 'sec-fetch-site': 'same-origin' } })).json()) as { items: Product[] };
    const found = items.find((p) => p.quantityLeft >= range[0] && p.quantityLeft <= range[1]);
    if (found) return found;
  }
  throw new Error(`the seeded catalogue has a product with ${range.join('–')} in stock`);
}

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

test('a shared English link opens in English after a visit in Spanish', async ({ page }) => {
  await page.goto('/es/faqs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const response = await page.goto('/faqs');
  expect(response?.request().redirectedFrom()).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/faqs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('without JavaScript, filters and sort are a form submitted with GET', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/store/products/shop-body-parts/zn8?carModels=ZN8+GR86&page=2');
  await page.locator('summary', { hasText: 'Filters' }).click();
  await page.getByRole('checkbox', { name: 'Hood', exact: true }).check();
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/productTypes=Hood/);
  expect(new URL(page.url()).searchParams.getAll('carModels')).toEqual(['ZN8 GR86']);
  expect(new URL(page.url()).searchParams.has('page')).toBe(false);

  await page.getByLabel('Sort by').selectOption('price_ascending');
  await page.getByRole('button', { name: 'Apply' }).click();
  const url = new URL(page.url());
  expect(url.searchParams.get('sort')).toBe('price_ascending');
  expect(url.searchParams.getAll('productTypes')).toEqual(['Hood']);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await context.close();
});

test('without JavaScript, the header search box leads to the results in the page\'s language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/es/faqs');
  await page.getByRole('combobox').first().fill('supra');
  await page.getByRole('combobox').first().press('Enter');
  await expect(page).toHaveURL(/\/es\/search\?query=supra$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await context.close();
});

test('adding past stock says why in the drawer', async ({ page, request }) => {
  const product = await productWithStock(request, [1, 3]);
  await page.goto(`/store/product/${product.slug}`, { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  for (let i = 1; i < product.quantityLeft; i++) await main.getByRole('button', { name: 'Increase quantity' }).first().click();
  const drawer = page.getByTestId('cart-drawer');
  await main.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('stock-notice')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await main.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(drawer.getByTestId('stock-notice')).toHaveText(`Only ${product.quantityLeft} in stock: no more of ${product.name} can be added.`);
});

test('a Japanese search finds what its English equivalent finds', async ({ page }) => {
  await page.goto('/ja/search?query=マフラー');
  const japanese = await page.getByTestId('product-card').count();
  expect(japanese).toBeGreaterThan(0);
  await page.goto('/search?query=exhaust');
  await expect(page.getByTestId('product-card')).toHaveCount(japanese);
});

test('the wishlist shows today’s price and stock, not the saved ones', async ({ page, request }) => {
  const product = await productWithStock(request, [1, 50]);
  await page.goto('/');
  await page.evaluate(
    ([entry]) => localStorage.setItem('wishlist', JSON.stringify([entry])),
    [{ product_id: product.id, product_name: product.name, slug: product.slug, price: 1, quantity_left: 0, car_model: 'Unknown', category: product.productType }],
  );
  await page.goto('/account/my-wishlist');
  const card = page.getByTestId('product-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(usd(product.price));
  await expect(card).not.toContainText('$1.00');
  await expect(card.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('ypscart') ?? '[]'));
  expect(lines).toEqual([expect.objectContaining({ product_id: product.id, price: product.price, quantity_left: product.quantityLeft })]);
});

test('the footer has the currency selector', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByTestId('currency-switcher').click();
  await expect(page.locator('[data-testid=currency-modal][open]')).toBeVisible();
});
