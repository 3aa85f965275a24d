import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { FALLBACK_RATES } from '../../lib/shop/cart/currency/fallback-rates';

type Product = { id: number; slug: string; name: string; price: number; quantityLeft: number };

async function catalogue(request: APIRequestContext) {
  const { products } = (await (await request.get('/api/products/latest')).json()) as { products: Product[] };
  const stock = products.find((p) => p.quantityLeft >= 3 && p.quantityLeft <= 50);
  const special = products.find((p) => p.quantityLeft === -1);
  if (!stock || !special) throw new Error('the seeded catalogue has a stock-limited and a special-order item among the latest');
  return { stock, special };
}

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const cents = (amount: number) => Math.round(amount * 100) / 100;

// Pages render on the server first; a click before the scripts run would do nothing.
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'networkidle' });

async function addFromProductPage(page: Page, product: Product, options: { deposit?: boolean } = {}) {
  await open(page, `/store/product/${product.slug}`);
  if (options.deposit) await page.getByRole('radio', { name: /50% deposit/i }).check();
  // The product page's own button comes before the related products' cards.
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();
}

async function fillCheckout(page: Page) {
  const form = page.locator('main form');
  await form.getByLabel('E-mail', { exact: true }).fill('driver@example.com');
  await form.getByLabel('Full name').fill('Kenji Driver');
  await form.getByLabel('Phone').fill('+1 555 010 2000');
  await form.getByLabel('Street address').fill('12 Harbor Blvd');
  await form.getByLabel('City').fill('Torrance');
  await form.getByLabel('State').selectOption('CA');
  await form.getByLabel('ZIP code').fill('90501');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-number')).toHaveText(/^YPS-\d{8}-[0-9A-Z]{8}$/);
}

test.describe('cart and checkout', () => {
  test('two tabs share the cart; checkout places the order and empties it', async ({ context, request }) => {
    const { stock, special } = await catalogue(request);
    const shop = await context.newPage();
    const other = await context.newPage();
    await open(other, '/');
    await expect(other.getByTestId('cart-count')).toHaveText('0');

    await addFromProductPage(shop, stock);
    await expect(other.getByTestId('cart-count')).toHaveText('1');
    await addFromProductPage(shop, special, { deposit: true });
    await expect(other.getByTestId('cart-count')).toHaveText('2');

    await open(other, '/cart');
    await expect(other.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeVisible();
    await expect(other.getByRole('main').getByTestId('cart-line')).toHaveCount(2);
    // Newest first: the deposit line was added last.
    await expect(other.getByRole('main').getByTestId('cart-line').first()).toContainText(`(50% Deposit) ${special.name}`);
    await expect(other.getByRole('main').getByTestId('cart-line').first()).toContainText('Special order');

    await open(shop, '/cart');
    await shop.getByRole('button', { name: `Increase quantity of ${stock.name}`, exact: true }).click();
    await expect(other.getByRole('main').getByTestId('cart-line').nth(1).getByTestId('line-quantity')).toHaveText('2');
    const expectedTotal = cents(stock.price * 2 + cents(special.price / 2));
    await expect(other.getByTestId('cart-total')).toHaveText(usd(expectedTotal));

    const checkout = other.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await other.getByLabel(/I agree to the/).check();
    await checkout.click();
    await expect(other).toHaveURL(/\/checkout\.html$/);
    await expect(other.getByTestId('checkout-line')).toHaveCount(2);
    await fillCheckout(other);
    await expect(other.getByTestId('order-total')).toHaveText(usd(expectedTotal));
    await expect(shop.getByTestId('cart-count')).toHaveText('0');
  });

  test('prices edited in storage change nothing: the order keeps the server prices', async ({ page, request }) => {
    const { stock } = await catalogue(request);
    await addFromProductPage(page, stock);
    await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem('ypscart') ?? '[]');
      localStorage.setItem('ypscart', JSON.stringify(lines.map((line: object) => ({ ...line, price: 0.01, original_price: 0.02 }))));
    });
    await open(page, '/cart');
    await expect(page.getByTestId('cart-total')).toHaveText('$0.01');
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\.html$/);
    await fillCheckout(page);
    await expect(page.getByTestId('order-total')).toHaveText(usd(stock.price));
  });

  test('buy now checks out the one item and leaves the cart alone', async ({ page, request }) => {
    const { stock, special } = await catalogue(request);
    await addFromProductPage(page, special);
    await open(page, `/es/store/product/${stock.slug}`);
    await page.getByRole('button', { name: 'Comprar ahora' }).click();
    await expect(page).toHaveURL(/\/es\/checkout\.html$/);
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    // The checkout names its line in the page's language.
    const { product: spanish } = (await (await request.get(`/api/products/${stock.slug}?locale=es`)).json()) as { product: Product };
    await expect(page.getByTestId('checkout-line')).toContainText(spanish.name);
    const form = page.locator('main form');
    await form.getByLabel('Correo electrónico', { exact: true }).fill('comprador@example.com');
    await form.getByLabel('Nombre completo').fill('Lucía Compradora');
    await form.getByLabel('Teléfono').fill('555 010 3000');
    await form.getByLabel('Dirección', { exact: true }).fill('500 Ocean Dr');
    await form.getByLabel('Ciudad').fill('Miami');
    await form.getByLabel('Estado').selectOption('FL');
    await form.getByLabel('Código postal (ZIP)').fill('33139');
    await form.getByRole('button', { name: 'Realizar pedido' }).click();
    await expect(page.getByTestId('order-number')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('the currency modal converts every price to JPY and EUR', async ({ page, request }) => {
    const { stock } = await catalogue(request);
    await open(page, `/store/product/${stock.slug}`);
    const price = page.getByRole('main').getByText(usd(stock.price)).first();
    await expect(price).toBeVisible();

    // The header's switcher; the mobile menu and the footer hold the others.
    const switcher = page.getByRole('banner').locator('[data-testid=currency-switcher]:visible');
    await expect(switcher).toHaveText(/USD/);
    const pick = async (query: string, row: RegExp) => {
      await switcher.click();
      const modal = page.locator('[data-testid=currency-modal][open]');
      await expect(modal.getByRole('heading', { name: 'Region and Currency' })).toBeVisible();
      await expect(modal.getByPlaceholder('Search')).toBeFocused();
      await modal.getByPlaceholder('Search').fill(query);
      await modal.getByRole('button', { name: row }).click();
      await expect(modal).toBeHidden();
    };

    await pick('japan', /Japan JPY/);
    const yen = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY', minimumFractionDigits: 2 }).format(stock.price * FALLBACK_RATES.JPY);
    await expect(page.getByRole('main').getByText(yen).first()).toBeVisible();
    await expect(switcher).toHaveText(/JPY/);

    await pick('GERM', /Germany EUR/);
    const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(stock.price * FALLBACK_RATES.EUR);
    await expect(page.getByRole('main').getByText(euro).first()).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('preferredCurrency'), localStorage.getItem('preferredCountry')])).toEqual(['"EUR"', '"Germany"']);
  });
});
