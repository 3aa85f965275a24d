import { seriousProblems } from './axe';
import { expect, test, type Page } from './fixtures';

// The menu, currency and chat panels are fetched on their first use, not with the page. These tests hold back
// every script fetched after the page is interactive, so a panel's code arrives well after the press, and check
// that the single press still opens it, with focus and keyboard as before, and no serious accessibility problem.

async function holdBackLateScripts(page: Page) {
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
}

async function expectNoSeriousProblem(page: Page, selector: string) {
  expect(await seriousProblems(page, selector)).toEqual([]);
}

test('the phone menu opens on the first tap while its code is still coming, and gives focus back on Escape @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  await page.goto('/ja');
  await holdBackLateScripts(page);
  const opener = page.getByRole('button', { name: 'メニューを開く' });
  await opener.tap();
  const menu = page.getByRole('dialog', { name: 'メニュー' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'メニューを閉じる' })).toBeFocused();
  await expectNoSeriousProblem(page, 'dialog[open]');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the currency modal opens from the keyboard on the first press, focuses its search and gives focus back', async ({ page }) => {
  // A shopper who has chosen a currency: this test is about the modal's first press, not detection (next test).
  await page.addInitScript(() => localStorage.setItem('preferredCurrency', '"USD"'));
  await page.goto('/');
  await holdBackLateScripts(page);
  const switcher = page.getByRole('banner').locator('[data-testid=currency-switcher]:visible');
  await switcher.focus();
  await page.keyboard.press('Enter');
  const modal = page.locator('[data-testid=currency-modal][open]');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('searchbox')).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expectNoSeriousProblem(page, '[data-testid=currency-modal]');
  await page.keyboard.type('jpy');
  await expect(modal.getByRole('button', { name: /JPY/ })).toHaveCount(1);
  // The browser's own search field takes the first Escape to clear itself; the next one closes the modal.
  await page.keyboard.press('Escape');
  await expect(modal.getByRole('searchbox')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(switcher).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  // A search left behind is gone when the modal opens again.
  await page.keyboard.press('Enter');
  await modal.getByRole('searchbox').fill('jpy');
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(modal).toHaveCount(0);
  await switcher.click();
  await expect(modal.getByRole('searchbox')).toHaveValue('');
});

test('on a first visit a press on the switcher while detection runs opens the modal, and the pick outlasts the detection', async ({ page }) => {
  // The geolocation answer is held back, so the press lands while the switcher reads 'Detecting currency...'.
  let answer: () => void = () => {};
  await page.route('**/api/geo', async (route) => {
    await new Promise<void>((resolve) => (answer = resolve));
    await route.fulfill({ json: { currency: 'USD', country: 'United States', countryCode: 'US', source: 'default' } });
  });
  await page.goto('/');
  const switcher = page.getByRole('banner').locator('[data-testid=currency-switcher]:visible');
  await expect(switcher).toHaveText(/Detecting currency/);
  await expect(switcher).toBeEnabled();
  await switcher.click();
  const modal = page.locator('[data-testid=currency-modal][open]');
  await expect(modal).toBeVisible();
  await modal.getByRole('searchbox').fill('Japan');
  await modal.getByRole('button', { name: /JPY/ }).click();
  // Detection fails after the pick: the shopper's JPY stays, not the USD a failed detection would choose.
  answer();
  await expect(switcher).toContainText('JPY');
  await page.reload();
  await expect(page.getByRole('banner').locator('[data-testid=currency-switcher]:visible')).toContainText('JPY');
});

test('a chosen country keeps its flag on the next page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').locator('[data-testid=currency-switcher]:visible').click();
  const modal = page.locator('[data-testid=currency-modal][open]');
  await modal.getByRole('searchbox').fill('Japan');
  await modal.getByRole('button', { name: /JPY/ }).click();
  await page.goto('/faqs');
  const switcher = page.getByRole('banner').locator('[data-testid=currency-switcher]:visible');
  await expect(switcher).toContainText('JPY');
  await expect(switcher.locator('img')).toHaveAttribute('src', '/flags/jp.svg');
});

test('the chat opens on the first click while its code is still coming, keeps a draft when closed, and Escape gives focus back', async ({ page }) => {
  await page.goto('/es');
  await holdBackLateScripts(page);
  const opener = page.getByRole('button', { name: 'Chatea con nosotros' });
  await opener.click();
  const chat = page.getByRole('dialog', { name: 'Chat en vivo' });
  await expect(chat).toBeVisible();
  const message = chat.getByLabel('Tu mensaje');
  await expect(message).toBeFocused();
  await expectNoSeriousProblem(page, 'section[role=dialog]');
  await message.fill('¿Tienen stock?');
  await page.keyboard.press('Escape');
  await expect(chat).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(chat.getByLabel('Tu mensaje')).toHaveValue('¿Tienen stock?');
});

test('the footer newsletter subscribes on the first submit, its request code fetched then', async ({ page }) => {
  await page.goto('/');
  await holdBackLateScripts(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('E-mail address').fill(`panels-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing! Watch your inbox for deals.');
});
