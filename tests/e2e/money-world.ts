import { expect, type APIRequestContext, type Page } from './fixtures';

// The money project's server, and the stand-ins on the port after it (playwright.config.ts).
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const SHOP = `http://127.0.0.1:${PORT + 1}`;
const STAND_IN = `http://127.0.0.1:${PORT + 2}`;
/** The API takes writes only from the shop's own pages. */
export const fromShop = { origin: SHOP };

export type Product = { id: number; slug: string; name: string; price: number; quantityLeft: number };
export type Mail = { to: string[]; subject: string; text: string; html: string };

/** Cheap enough to stay under the pre-approval limit, with stock to hold. */
export async function stockProducts(request: APIRequestContext): Promise<Product[]> {
  const answer = await request.post('/api/products/filter', { headers: fromShop, data: { sort: 'price_ascending', page: 1 } });
  const { items } = (await answer.json()) as { items: Product[] };
  const found = items.filter((product) => product.quantityLeft >= 5 && product.quantityLeft <= 50 && product.price < 300);
  if (found.length < 2) throw new Error('the seeded catalogue has two cheap stock-limited items among the cheapest page');
  return found;
}

/** Waits for the stand-in SMTP server to have received a mail to the address with the subject. */
export async function mailTo(request: APIRequestContext, address: string, subject: string | RegExp): Promise<Mail> {
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

/** The link a password-reset mail carries, as a path on the shop. */
export function resetLink(mail: Mail): string {
  const link = /http:\/\/\S+\/account\/login\/recovery\?token=[\w-]+/.exec(mail.text)![0];
  expect(mail.html).toContain(link);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Pays the order the checkout just placed on the stand-in Stripe page; its number, once the account lists it Paid. */
export async function payAndFindPaid(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?order=YPS-/);
  const number = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByTestId('order-status').getByRole('status')).toHaveText(/Payment received/);
  await page.goto('/account/orders', { waitUntil: 'networkidle' });
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Paid');
  return number;
}
