import { expect, test, type Page } from './fixtures';
import { expectPhoneReady } from './phone-ready';

type Product = { slug: string; quantityLeft: number };

const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'networkidle' });

async function fillAddress(page: Page, address: { name: string; phone: string; line1: string; city: string; state: string; zip: string }) {
  const form = page.getByTestId('address-form');
  await form.getByLabel('Full name').fill(address.name);
  await form.getByLabel('Phone').fill(address.phone);
  await form.getByLabel('Street address').fill(address.line1);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State').selectOption(address.state);
  await form.getByLabel('ZIP code').fill(address.zip);
  return form;
}

test('a shopper signs up, logs out and in, keeps an address book, orders with it and follows the order', async ({ page, request, consoleErrors }) => {
  const email = `journey-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  await open(page, '/account/register');
  await page.getByLabel('First name').fill('Mika');
  await page.getByLabel('Last name').fill('Hayashi');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();

  await open(page, '/account/logout');
  await expect(page).toHaveURL(/\/$/);
  await open(page, '/account');
  await expect(page).toHaveURL(/\/account\/login$/);

  // The wrong password's 401 is the answer this step expects.
  consoleErrors.allow(/api\/auth\/login.*401|status of 401/);
  await page.getByLabel('E-mail').fill(email);
  const passwordField = page.getByLabel('Password', { exact: true });
  await passwordField.fill('not my password');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField).toHaveAccessibleDescription('Incorrect e-mail or password.');
  await passwordField.fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();

  // The address book: add two, make the second the default, edit it, delete the first.
  await open(page, '/account/addresses');
  await page.getByRole('button', { name: 'New address' }).click();
  const first = await fillAddress(page, { name: 'Mika Hayashi', phone: '(310) 555-0101', line1: '1 Main St', city: 'Torrance', state: 'CA', zip: '9050' });
  await first.getByRole('button', { name: 'Save address' }).click();
  await expect(first.getByLabel('ZIP code')).toBeFocused();
  await expect(first.getByLabel('ZIP code')).toHaveAccessibleDescription('Please enter a 5-digit ZIP code (or ZIP+4).');
  await first.getByLabel('ZIP code').fill('90501');
  await first.getByRole('button', { name: 'Save address' }).click();
  const entries = page.getByTestId('address-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Primary address');

  await page.getByRole('button', { name: 'New address' }).click();
  const second = await fillAddress(page, { name: 'Mika Hayashi', phone: '(206) 555-0102', line1: '400 Pine St', city: 'Seattle', state: 'WA', zip: '98101' });
  await second.getByRole('button', { name: 'Save address' }).click();
  await expect(entries).toHaveCount(2);
  await page.getByRole('button', { name: 'Make the address of Mika Hayashi, 400 Pine St the default' }).click();
  await expect(entries.first()).toContainText('400 Pine St');
  await expect(entries.first()).toContainText('Primary address');

  await page.getByRole('button', { name: 'Edit the address of Mika Hayashi, 400 Pine St' }).click();
  await page.getByTestId('address-form').getByLabel('Apartment, suite, etc. (optional)').fill('Suite 12');
  await page.getByTestId('address-form').getByRole('button', { name: 'Save address' }).click();
  await expect(entries.first()).toContainText('Suite 12');

  await page.getByRole('button', { name: 'Delete the address of Mika Hayashi, 1 Main St' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(entries).toHaveCount(1);

  // The default address fills checkout; the order then shows in the account.
  const { products } = (await (await request.get('/api/products/latest')).json()) as { products: Product[] };
  const product = products.find((p) => p.quantityLeft >= 2 && p.quantityLeft <= 50)!;
  await open(page, `/store/product/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await page.getByTestId('cart-drawer').getByRole('link', { name: 'View cart' }).click();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const form = page.locator('main form');
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Street address')).toHaveValue('400 Pine St');
  await expect(form.getByLabel('Apartment, suite, etc. (optional)')).toHaveValue('Suite 12');
  await expect(form.getByLabel('State')).toHaveValue('WA');
  await expect(form.getByLabel('Phone')).toHaveValue('(206) 555-0102');
  await form.getByRole('button', { name: 'Place order' }).click();
  const number = (await page.getByTestId('order-number').textContent())!.trim();
  expect(number).toMatch(/^YPS-\d{8}-[0-9A-Z]{8}$/);

  await open(page, '/account/orders');
  await page.getByRole('link', { name: `View order ${number}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('400 Pine St');

  // The signed-in pages pass the same phone and accessibility checks as every other page.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/account', '/account/orders', `/account/orders/${number}`, '/account/addresses', '/es/account/addresses', '/ja/account']) {
    await open(page, path);
    await expectPhoneReady(page, path);
  }

  // Recovery: the request is confirmed; following the mailed link belongs to the mail sender's tests.
  await open(page, '/account/login/recovery');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('main')).toContainText('Email sent successfully!');
});
