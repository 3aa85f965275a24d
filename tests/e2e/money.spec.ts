import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { fromShop, mailTo, payAndFindPaid, stockProducts, type Product } from './money-world';

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'networkidle' });

async function register(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/register?locale=en', { headers: fromShop, data: { firstName: 'Kai', lastName: 'Money', email, password } });
  expect(response.status()).toBe(201);
}

test.describe('paying, mail and stock holds', () => {
  test('a signed-in shopper sees the server’s quote, pays through Stripe, and finds the order Paid and mailed', async ({ page, request }) => {
    const email = `payer-${Date.now()}@example.com`;
    await register(page.request, email, 'a-long-password');
    const [product] = await stockProducts(request);

    await open(page, `/store/product/${product.slug}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await page.getByTestId('cart-drawer').getByRole('button', { name: 'Close cart' }).click();
    // The cart remembers the price the shopper saw; make it an older, lower one.
    await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem('ypscart') ?? '[]') as { price: number }[];
      localStorage.setItem('ypscart', JSON.stringify(lines.map((line) => ({ ...line, price: line.price - 1 }))));
    });

    await open(page, '/cart');
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\.html$/);
    await expect(page.getByTestId('quote-total')).toHaveText(usd(product.price));
    await expect(page.getByTestId('prices-changed')).toContainText('1 price has changed');
    await expect(page.getByTestId('price-updated')).toContainText(usd(product.price - 1));

    const form = page.locator('main form');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Full name').fill('Kai Money');
    await form.getByLabel('Phone').fill('+1 555 010 5000');
    await form.getByLabel('Street address').fill('77 Sunset Blvd');
    await form.getByLabel('City').fill('Los Angeles');
    await form.getByLabel('State').selectOption('CA');
    await form.getByLabel('ZIP code').fill('90028');
    await form.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { name: `Pay ${product.price.toFixed(2)} USD` })).toBeVisible();
    const number = await payAndFindPaid(page);

    const received = await mailTo(request, email, `Order ${number} received`);
    expect(received.text).toContain(`/api/orders/${number}/pay`);
    const paid = await mailTo(request, email, `Payment received for order ${number}`);
    expect(paid.text).toContain(usd(product.price));
    expect(paid.html).toContain(number);
  });

  test('an abandoned order gives its stock back after the hold', async ({ page, request }) => {
    test.setTimeout(180_000);
    const product = (await stockProducts(request))[1];
    const stock = async () => ((await (await request.get(`/api/products/${product.slug}`)).json()) as { product: Product }).product.quantityLeft;
    const before = await stock();
    const placed = await request.post('/api/orders?locale=en', {
      headers: fromShop,
      data: {
        lines: [{ product_id: product.id, quantity: 2 }],
        contact: { email: 'walked-away@example.com', name: 'Walked Away', phone: '+1 555 010 6000' },
        address: { line1: '1 Elm St', city: 'Reno', state: 'NV', zip: '89501' },
      },
    });
    expect(placed.status()).toBe(201);
    const { order, payment } = (await placed.json()) as { order: { number: string }; payment: { url: string } };
    expect(await stock()).toBe(before - 2);
    // The product page comes from the page cache; its quantity box allows at most what is left.
    const quantityMax = async () => {
      await open(page, `/store/product/${product.slug}`);
      return page.getByRole('spinbutton').first().getAttribute('max');
    };
    expect(await quantityMax()).toBe(String(before - 2));

    // The shopper opens the payment page and leaves without paying.
    const sessionStatus = async () => /data-testid="session-status">(\w+)</.exec(await (await request.get(payment.url)).text())?.[1];
    expect(await sessionStatus()).toBe('open');

    await expect.poll(stock, { timeout: 150_000, intervals: [5_000] }).toBe(before);
    // The sweep runs outside any request, and still expires the cached page: the stock is back on the next load.
    expect(await quantityMax()).toBe(String(before));
    await open(page, `/checkout/complete?order=${order.number}`);
    await expect(page.getByTestId('order-status').getByRole('status')).toHaveText(/cancelled/);
    expect(await sessionStatus()).toBe('expired');
    await mailTo(request, 'walked-away@example.com', `Order ${order.number} cancelled`);
  });
});
