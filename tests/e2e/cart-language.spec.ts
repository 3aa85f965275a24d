import { expect, test } from './fixtures';
import es from '../../messages/es.json';

/*
 * Issue 27: a cart line stored the product's name in the language of the page it was added on,
 * and a page in another language showed that text unmarked. Added on /es and seen on /ja, the
 * line reads the Japanese name; until the shop has answered, the Spanish name it keeps says it is
 * Spanish (lang="es").
 */
type Latest = { products: { id: number; slug: string; name: string; lang?: string; quantityLeft: number }[] };

test('a line added on /es shows its Japanese name in the /ja cart, and its stored Spanish name is marked until then', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [spanish, japanese] = await Promise.all(
    ['es', 'ja'].map(async (locale) => ((await (await request.get(`/api/products/latest?locale=${locale}`)).json()) as Latest).products),
  );
  const product = spanish.find((candidate) => candidate.quantityLeft > 0 && candidate.lang === 'es');
  if (!product) throw new Error('the latest products hold one in stock with a Spanish name');
  const inJapanese = japanese.find((candidate) => candidate.id === product.id);
  expect(inJapanese?.lang).toBe('ja');
  expect(inJapanese?.name).not.toBe(product.name);

  await page.goto(`/es/store/product/${product.slug}`, { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('button', { name: es.product.addToCart, exact: true }).first().click();
  await expect(page.getByTestId('cart-drawer').getByTestId('cart-line')).toContainText(product.name);

  // The shop's answer waits until the stored name has been seen.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/products/current?locale=ja', async (route) => {
    await answered;
    await route.continue();
  });

  await page.goto('/ja/cart');
  const line = page.getByRole('main').getByTestId('cart-line');
  await expect(line.locator('[lang="es"]')).toHaveText(product.name);

  answer();
  await expect(line).toContainText(inJapanese!.name);
  await expect(line).not.toContainText(product.name);
  await expect(line.locator('[lang]')).toHaveCount(0);

  // Back on the Spanish page, the name it was added with needs no question.
  await page.unroute('**/api/products/current?locale=ja');
  const asked: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/products/current') && asked.push(sent.url()));
  await page.goto('/es/cart', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByTestId('cart-line')).toContainText(product.name);
  expect(asked).toEqual([]);
});
