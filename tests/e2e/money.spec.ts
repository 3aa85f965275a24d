import { expect, test, type APIRequestContext, type Page } from './fixtures';

// The money project's server, and the stand-ins on the port after it (playwright.config.ts).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOP = `http://127.0.0.1:${PORT + 1}`;
const STAND_IN = `http://127.0.0.1:${PORT + 2}`;
// The API takes writes only from the shop's own pages.
const fromShop = { origin: SHOP };

type Product = { id: number; slug: string; name: string; price: number; quantityLeft: number };
type Mail = { to: string[]; subject: string; text: string; html: string };

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'networkidle' });

async function stockProducts(request: APIRequestContext): Promise<Product[]> {
  const answer = await request.post('/api/products/filter', { headers: fromShop, data: { sort: 'price_ascending', page: 1 } });
  const { items } = (await answer.json()) as { items: Product[] };
  // Cheap enough to stay under the pre-approval limit, with stock to hold.
  const found = items.filter((product) => product.quantityLeft >= 5 && product.quantityLeft <= 50 && product.price < 300);
  if (found.length < 2) throw new Error('the seeded catalogue has two cheap stock-limited items among the cheapest page');
  return found;
}

async function mailTo(request: APIRequestContext, address: string, subject: string | RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { mails } = (await (await request.get(`${STAND_IN}/_test/mails`)).json()) as { mails: Mail[] };
        found = mails.find((mail) => mail.to.includes(address) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)));
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

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
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/checkout\/complete\?order=YPS-/);
    const number = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByTestId('order-status').getByRole('status')).toHaveText(/Payment received/);

    await open(page, '/account/orders');
    await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Paid');

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

    // The shopper opens the payment page and leaves without paying.
    const sessionStatus = async () => /data-testid="session-status">(\w+)</.exec(await (await request.get(payment.url)).text())?.[1];
    expect(await sessionStatus()).toBe('open');

    await expect.poll(stock, { timeout: 150_000, intervals: [5_000] }).toBe(before);
    await open(page, `/checkout/complete?order=${order.number}`);
    await expect(page.getByTestId('order-status').getByRole('status')).toHaveText(/cancelled/);
    expect(await sessionStatus()).toBe('expired');
    await mailTo(request, 'walked-away@example.com', `Order ${order.number} cancelled`);
  });

  test('a password-reset mail arrives and its link sets a new password', async ({ page, request }) => {
    const email = `forgetful-${Date.now()}@example.com`;
    await register(request, email, 'the-old-password');

    await open(page, '/account/login/recovery');
    await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email sent successfully!')).toBeVisible();

    const mail = await mailTo(request, email, 'Reset your YPS Toyota Performance password');
    const link = /http:\/\/\S+\/account\/login\/recovery\?token=[\w-]+/.exec(mail.text)![0];
    expect(mail.html).toContain(link);
    await open(page, new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New password').fill('the-new-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/account$/);

    expect((await request.post('/api/auth/login', { headers: fromShop, data: { email, password: 'the-new-password' } })).status()).toBe(200);
    expect((await request.post('/api/auth/login', { headers: fromShop, data: { email, password: 'the-old-password' } })).status()).toBe(401);
  });
});
