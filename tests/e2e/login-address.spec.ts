import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import ja from '../../messages/ja.json';

/*
 * The old shop's /login is served beside /account/login, outside the account layout whose
 * messages the sign-in form reads: its labels were printed as message keys ("auth.email").
 */
const MESSAGES = { en, es, ja } as const;

for (const locale of ['en', 'es', 'ja'] as const) {
  test(`${locale}: /login labels its fields in the page's language`, async ({ page }) => {
    const m = MESSAGES[locale].auth;
    const response = await page.goto(`${locale === 'en' ? '' : `/${locale}`}/login`);
    expect(response?.status()).toBe(200);
    expect(await response!.text()).not.toMatch(/>auth\.\w+</);
    const main = page.getByRole('main');
    await expect(main.getByLabel(m.email, { exact: true })).toBeVisible();
    await expect(main.getByLabel(m.password, { exact: true })).toBeVisible();
    await expect(page.getByText(/\bauth\.\w+/)).toHaveCount(0);
  });
}
