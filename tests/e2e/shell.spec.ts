import { expect, test } from './fixtures';

const LANGUAGES = [
  { code: 'en', prefix: '', notFound: "Oops! The page you're looking for could not be found.", home: 'Return to Homepage' },
  { code: 'es', prefix: '/es', notFound: null, home: null },
  { code: 'ja', prefix: '/ja', notFound: null, home: null },
] as const;

test.describe('storefront shell', () => {
  for (const language of LANGUAGES) {
    test(`home → 404 → back home in ${language.code} @phone`, async ({ page }) => {
      await page.goto(`${language.prefix}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(page.getByTestId('product-card').first()).toBeVisible();

      const response = await page.goto(`${language.prefix}/no-such-page-here`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      if (language.notFound) await expect(page.getByText(language.notFound)).toBeVisible();
      await page.getByRole('main').getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/?$`));
    });
  }

  test('the language switch keeps path, query and hash and replaces the history entry', async ({ page }) => {
    await page.goto('/faqs');
    await page.goto('/search?query=hood#results');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Language').selectOption('es');
    await expect(page).toHaveURL(/\/es\/search\?query=hood#results$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('"es"');
    // API answers without a locale parameter fall back on this cookie (lib/i18n/request-locale.ts).
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' });

    await page.getByRole('contentinfo').getByRole('combobox').selectOption('ja');
    await expect(page).toHaveURL(/\/ja\/search\?query=hood#results$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    await page.goBack();
    await expect(page).toHaveURL(/\/faqs$/);
  });

  test("the desktop menu's and the footer's plain links navigate in the page, in the page's language", async ({ page, isMobile }) => {
    test.skip(isMobile, 'the menu bar is for wide screens');
    await page.goto('/es/faqs');
    // A full page load would drop this; a navigation in the page keeps it.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    await menu.getByRole('link', { name: 'Venta de garaje' }).click();
    await expect(page).toHaveURL(/\/es\/garage-sale$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await menu.getByRole('link', { name: 'Escape' }).hover();
    await menu.getByRole('link', { name: 'ZN8 GR86' }).first().click();
    await expect(page).toHaveURL(/\/es\/exhaust\/zn8$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de devoluciones' }).click();
    await expect(page).toHaveURL(/\/es\/return-policy$/);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // A link to another site is the browser's: the footer's Instagram opens in a new tab.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
  });

  test('unsupported language prefixes are stripped, keeping the query', async ({ page }) => {
    await page.goto('/fr/search?query=exhaust');
    await expect(page).toHaveURL(/\/search\?query=exhaust$/);
    await page.goto('/de-DE/cart');
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto('/en/faqs');
    await expect(page).toHaveURL(/\/faqs$/);
  });

  test('the mobile menu opens one section at a time and slides in generations @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Exhaust' }).click();
    await expect(menu.getByRole('button', { name: 'Exhaust' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'Suspension' }).click();
    await expect(menu.getByRole('button', { name: 'Exhaust' })).toHaveAttribute('aria-expanded', 'false');
    await menu.getByRole('button', { name: 'Supra' }).click();
    await expect(menu.getByRole('link', { name: 'MK5 GR Supra' })).toBeVisible();
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu.getByRole('link', { name: 'MK5 GR Supra' })).toHaveCount(0);
  });

  test('the chat widget fills the box from a canned question and sends it to the team with an e-mail', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog', { name: 'Live chat' });
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
    await chat.getByRole('button', { name: 'How long does shipping take?' }).click();
    await expect(chat.getByLabel('Your message')).toHaveValue('How long does shipping take?');
    await chat.getByLabel('Your e-mail: we answer there').fill('chatter@example.com');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('status')).toContainText('chatter@example.com');
    await expect(chat.getByLabel('Your message')).toHaveValue('');
  });
});
