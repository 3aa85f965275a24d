import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import ja from '../../messages/ja.json';

/*
 * Issue 27: on a phone the round chat button floats over the screen's bottom-right corner, where a
 * price, a discount badge, the add-to-cart button or the cart total comes to rest as the shopper
 * scrolls. Each of them is brought to the bottom of a 390 px screen in turn, and the button must
 * then not be drawn over it; at the page's end, with nothing of that kind under it, it is there.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const MESSAGES = { en, es, ja } as const;
type Language = keyof typeof MESSAGES;
const prefix = (locale: Language) => (locale === 'en' ? '' : `/${locale}`);

/** The product of the screenshot in the issue: a discount badge at the end of its price line. */
const PRODUCT = 'gr-corolla-widened-front-fenders-25mm';

// A faded button is hidden from the accessibility tree as well, so the locator must include hidden elements.
const chatButton = (page: Page, locale: Language) => page.getByRole('button', { name: MESSAGES[locale].chat.open, exact: true, includeHidden: true });

/** The names of the key elements the chat button is drawn over now (a faded, hidden button is over nothing). */
async function covered(page: Page, locale: Language, keys: Record<string, Locator>): Promise<string[]> {
  const button = chatButton(page, locale);
  const shown = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0;
  });
  const box = await button.boundingBox();
  if (!shown || !box) return [];
  const names: string[] = [];
  for (const [name, key] of Object.entries(keys)) {
    for (const other of await key.all()) {
      const area = await other.boundingBox();
      if (area && area.x < box.x + box.width && box.x < area.x + area.width && area.y < box.y + box.height && box.y < area.y + area.height) names.push(name);
    }
  }
  return names;
}

/** Brings each key element to the bottom edge of the screen, where the button sits, and checks it is not covered there. */
async function expectNeverCovered(page: Page, locale: Language, keys: Record<string, Locator>) {
  for (const [name, key] of Object.entries(keys)) {
    await expect(key.first(), `${name} is on the page`).toBeVisible();
    for (const element of await key.all()) {
      await element.evaluate((node: Element) => node.scrollIntoView({ block: 'end' }));
      await expect.poll(() => covered(page, locale, keys), { message: `the chat button over ${name} at the screen's bottom` }).toEqual([]);
    }
  }
  // Nothing to keep clear at the page's end: the button is there to be pressed.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(chatButton(page, locale)).toBeVisible();
  await expect.poll(() => chatButton(page, locale).evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
}

for (const locale of ['en', 'es', 'ja'] as const) {
  test(`${locale}: the chat button covers no price, buy button or total on the product page, cart and checkout, nor a form field`, async ({ page }) => {
    test.setTimeout(120_000);
    const m = MESSAGES[locale];
    const main = page.getByRole('main');

    await page.goto(`${prefix(locale)}/store/product/${PRODUCT}`, { waitUntil: 'networkidle' });
    const addToCart = main.getByRole('button', { name: m.product.addToCart, exact: true });
    await expectNeverCovered(page, locale, {
      'price and discount badge': main.getByTestId('product-price'),
      'add to cart': addToCart,
      'buy now': main.getByRole('button', { name: m.product.buyNow, exact: true }),
    });

    await addToCart.first().click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    await page.goto(`${prefix(locale)}/cart`, { waitUntil: 'networkidle' });
    await expect(main.getByTestId('cart-line')).toHaveCount(1);
    const checkout = main.getByRole('button', { name: m.cart.checkout, exact: true });
    await expectNeverCovered(page, locale, {
      'cart line': main.getByTestId('cart-line'),
      'cart total': main.getByTestId('cart-total'),
      'checkout button': checkout,
    });

    await main.getByRole('checkbox').last().check();
    await checkout.click();
    await expect(page).toHaveURL(/\/checkout\.html$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(main.getByTestId('quote-total')).toBeVisible();
    await expectNeverCovered(page, locale, {
      'order total': main.getByTestId('quote-total'),
      'place order': main.getByRole('button', { name: m.checkout.placeOrder, exact: true }),
    });

    // Any field or button is kept clear too, marked or not: a tap meant for it must not open the chat.
    await page.goto(`${prefix(locale)}/contact-us`, { waitUntil: 'networkidle' });
    await expectNeverCovered(page, locale, { 'contact form field': main.locator('form').last().locator('input:not([type="hidden"]), select, textarea, button') });
  });
}
