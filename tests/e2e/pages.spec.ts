import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import ja from '../../messages/ja.json';

const PAGES = [
  'faqs',
  'shipping-policy',
  'terms-and-conditions',
  'return-policy',
  'dealer-program',
  'privacy-policy',
  'international-orders',
  'military-discount',
  'contact-us',
  'warranty-information',
  'loyalty-rewards',
];
const PREFIXES = { en: '', es: '/es', ja: '/ja' } as const;
const MESSAGES = { en, es, ja };

test.describe('static pages', () => {
  for (const [language, prefix] of Object.entries(PREFIXES)) {
    test(`every static page opens in ${language}`, async ({ page }) => {
      for (const path of PAGES) {
        const response = await page.goto(`${prefix}/${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
  }

  test('the contact form shows errors beside the fields, then sends @phone', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('E-mail').fill('not-an-email');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toBeFocused();

    await form.getByLabel('Name').fill('Ana Driver');
    await form.getByLabel('E-mail').fill('ana@example.com');
    await form.getByLabel('Topic').selectOption('shipping');
    await form.getByLabel('Message').fill('Where is my order 1042?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you! Your message is on its way.' })).toBeVisible();
  });

  test('the warranty form asks for details before it sends', async ({ page }) => {
    await page.goto('/es/warranty-information');
    const form = page.getByRole('form', { name: 'Formulario de solicitud de garantía' });
    await form.getByLabel('Correo electrónico').fill('dueno@example.com');
    await form.getByLabel('Teléfono').fill('5551234567');
    await expect(form.getByLabel('Teléfono')).toHaveValue('(555) 123-4567');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByText('Describe los problemas que tiene el producto.')).toBeVisible();
    await expect(form.getByLabel(/Detalles del problema/)).toBeFocused();
  });

  // The forms' schemas are fetched on first focus (components/forms/use-lazy-schema.ts): the check still
  // happens in the browser, before any request, in the page's language.
  for (const [language, prefix] of Object.entries(PREFIXES)) {
    test(`the sign-in form checks its fields before sending, in ${language}`, async ({ page }) => {
      const auth = MESSAGES[language as keyof typeof MESSAGES].auth;
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/login')) sent.push(request.url());
      });
      await page.goto(`${prefix}/account/login`);
      const main = page.getByRole('main');
      await main.getByLabel(auth.email).fill('not-an-email');
      await main.getByRole('button', { name: auth.login, exact: true }).click();
      await expect(main.getByLabel(auth.email)).toHaveAttribute('aria-invalid', 'true');
      await expect(main.getByLabel(auth.email)).toHaveAccessibleDescription(auth.emailInvalid);
      await expect(main.getByLabel(auth.password, { exact: true })).toHaveAccessibleDescription(auth.passwordRequired);
      expect(sent).toEqual([]);
    });
  }

  test('the referral link is copied and confirmed for two seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/loyalty-rewards');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/account\/register$/);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4000 });
    const share = page.getByRole('list', { name: 'Share your link' }).getByRole('link').first();
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('rel', /noopener/);
  });
});
