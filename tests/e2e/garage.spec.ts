import { seriousProblems } from './axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import ja from '../../messages/ja.json';

/*
 * My garage (issue 38): the shopper picks a vehicle once, and every product shown says whether it
 * fits it. Everything is drawn in the browser from the stored garage: the pages stay the same for
 * everyone, and a narrowed listing is an ordinary URL.
 */
const MESSAGES = { en, es, ja } as const;
type Locale = keyof typeof MESSAGES;
const LOCALES = ['en', 'es', 'ja'] as const;
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);

type Product = { slug: string; name: string; vehicles: string[]; quantityLeft: number };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

async function listed(request: APIRequestContext, carModel: string): Promise<Product[]> {
  const response = await request.post('/api/products/filter', { data: { car_model: [carModel], page: 1 }, headers: SAME_ORIGIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Product[] }).items;
}

/** A part that fits the ZN8 and the ZN6, and one that fits only the MK4 Supra (and can be bought). */
async function demoParts(request: APIRequestContext) {
  const shared = (await listed(request, 'ZN6 GR86')).find((product) => product.vehicles.includes('zn8') && product.vehicles.includes('zn6'));
  const supra = (await listed(request, 'MK4 Supra')).find((product) => product.vehicles.join() === 'mk4-supra' && product.quantityLeft !== 0);
  expect(shared, 'the demo catalogue has a part for both GR86 generations on the first page of the ZN6').toBeTruthy();
  expect(supra, 'the demo catalogue has an MK4 Supra part that can be bought').toBeTruthy();
  return { shared: shared!, supra: supra! };
}

const header = (page: Page) => page.getByRole('banner').getByTestId('garage-button');

async function pickInHeader(page: Page, locale: Locale, slug: keyof typeof en.vehicles) {
  const m = MESSAGES[locale];
  await header(page).click();
  const picker = page.getByRole('dialog', { name: m.garage.title });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: m.vehicles[slug], exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(header(page)).toHaveText(m.vehicles[slug]);
}

const storedGarage = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('yps_garage') ?? 'null'));

for (const locale of LOCALES) {
  const m = MESSAGES[locale];
  const zn8 = m.vehicles.zn8;

  test(`${locale}: pick a vehicle in the header, with the picker axe-clean, and see what fits on a listing and two product pages`, async ({ page, request }) => {
    const { shared, supra } = await demoParts(request);
    await page.goto(`${prefix(locale)}/store/products/zn6?carModels=ZN6+GR86`);
    await expect(header(page)).toHaveText(m.garage.title);
    await expect(page.locator('[data-fit]')).toHaveCount(0);

    await header(page).click();
    const picker = page.getByRole('dialog', { name: m.garage.title });
    await expect(picker).toBeVisible();
    expect(await seriousProblems(page, '[data-testid=garage-picker]')).toEqual([]);
    await expect(picker.getByRole('heading', { name: m.garage.picker.pick })).toBeVisible();
    await picker.getByRole('button', { name: zn8, exact: true }).click();
    await expect(picker).toBeHidden();
    await expect(header(page)).toBeFocused();
    await expect(header(page)).toHaveText(zn8);
    await expect(header(page)).toHaveAccessibleName(fill(m.garage.buttonLabel, { vehicle: zn8 }));

    // The ZN6's parts: those that fit both generations fit the ZN8, the others do not.
    const cards = page.getByTestId('product-card');
    await expect(cards.locator('[data-fit=yes]').first()).toHaveText(fill(m.garage.fit.yes, { vehicle: zn8 }));
    await expect(cards.locator('[data-fit=no]').first()).toHaveText(fill(m.garage.fit.no, { vehicle: zn8 }));
    expect(await cards.locator('[data-fit]').count()).toBe(await cards.count());

    await page.goto(`${prefix(locale)}/store/product/${shared.slug}`);
    const fits = page.getByTestId('product-fit');
    await expect(fits.locator('[data-fit=yes]')).toHaveText(fill(m.garage.fit.yes, { vehicle: zn8 }));
    await expect(fits).toHaveAttribute('role', 'status');

    await page.goto(`${prefix(locale)}/store/product/${supra.slug}`);
    await expect(fits.locator('[data-fit=no]')).toHaveText(fill(m.garage.fit.no, { vehicle: zn8 }));
    // It names the vehicles it fits, in the page's language, with links to their parts.
    const fitting = fits.getByRole('link', { name: m.vehicles['mk4-supra'] });
    await expect(fitting).toHaveAttribute('href', `${prefix(locale)}/store/products/mk4-supra?carModels=MK4+Supra`);
  });

  test(`${locale}: narrow a listing and a search to my vehicle, then remove the narrowing with its chip`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('yps_garage', JSON.stringify({ vehicles: ['zn8'], active: 'zn8', account: false })));
    const only = fill(m.garage.onlyMine, { vehicle: zn8 });
    const chip = fill(m.garage.removeFilter, { value: zn8 });

    await page.goto(`${prefix(locale)}/store/products`);
    await page.getByRole('link', { name: only }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/store/products\\?carModels=ZN8\\+GR86$`));
    // Next keeps the page left behind mounted and hidden (for Back): only the shown page's cards count.
    const cards = page.getByTestId('product-card').filter({ visible: true });
    // The narrowed page's cards, each marked, none that does not fit.
    await expect(page.getByRole('link', { name: only })).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    await expect(cards.locator('[data-fit=no]')).toHaveCount(0);
    await expect.poll(async () => (await cards.locator('[data-fit]').count()) === (await cards.count())).toBe(true);
    await page.getByRole('link', { name: chip }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/store/products$`));
    await expect(page.getByRole('link', { name: only })).toBeVisible();

    await page.goto(`${prefix(locale)}/search?query=hood`);
    await page.getByRole('link', { name: only }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?query=hood&carModels=ZN8\\+GR86$`));
    await expect(page.getByRole('link', { name: only })).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    await expect(cards.locator('[data-fit=no]')).toHaveCount(0);
    await page.getByRole('link', { name: chip }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?query=hood$`));
  });
}

test('the garage is kept across a reload and shared with a second tab, both ways', async ({ page, context }) => {
  await page.goto('/es');
  await pickInHeader(page, 'es', 'mk5-gr-supra');
  await page.reload();
  await expect(header(page)).toHaveText(es.vehicles['mk5-gr-supra']);

  const second = await context.newPage();
  await second.goto('/es/store/products');
  await expect(header(second)).toHaveText(es.vehicles['mk5-gr-supra']);
  // A vehicle picked in the second tab is active in the first one, without a reload.
  await pickInHeader(second, 'es', 'gr-corolla');
  await expect(header(page)).toHaveText(es.vehicles['gr-corolla']);
  // Switching back to a kept vehicle and removing one, in the first tab.
  await header(page).click();
  const picker = page.getByRole('dialog', { name: es.garage.title });
  const yours = picker.getByTestId('garage-vehicles');
  await expect(yours.getByRole('button', { pressed: true })).toContainText(es.vehicles['gr-corolla']);
  await yours.getByRole('button', { name: es.vehicles['mk5-gr-supra'], exact: true }).click();
  await expect(yours.getByRole('button', { pressed: true })).toContainText(es.vehicles['mk5-gr-supra']);
  await picker.getByRole('button', { name: fill(es.garage.picker.removeVehicle, { vehicle: es.vehicles['gr-corolla'] }) }).click();
  await expect(yours.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(header(second)).toHaveText(es.vehicles['mk5-gr-supra']);
  expect(await storedGarage(second)).toEqual({ vehicles: ['mk5-gr-supra'], active: 'mk5-gr-supra', account: false });
});

test('a shared link with carModels does not change the visitor\'s garage', async ({ page }) => {
  await page.goto('/store/products?carModels=MK4+Supra');
  await expect(header(page)).toHaveText(en.garage.title);
  expect(await storedGarage(page)).toBeNull();
  await page.addInitScript(() => localStorage.setItem('yps_garage', JSON.stringify({ vehicles: ['zn8'], active: 'zn8', account: false })));
  await page.goto('/ja/store/products?carModels=MK4+Supra');
  await expect(header(page)).toHaveText(ja.vehicles.zn8);
  expect((await storedGarage(page)).active).toBe('zn8');
});

test('signing up and signing in merge the browser\'s garage with the account\'s; signing out keeps it in the browser', async ({ browser }) => {
  const email = `garage-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  // A first browser: a ZN8 in its garage, then a new account.
  const first = await browser.newContext();
  const one = await first.newPage();
  await one.goto('/account/register');
  await pickInHeader(one, 'en', 'zn8');
  const form = one.getByRole('main');
  await form.getByLabel(en.auth.firstName).fill('Rin');
  await form.getByLabel(en.auth.lastName).fill('Sato');
  await form.getByLabel(en.auth.email, { exact: true }).fill(email);
  await form.getByLabel(en.auth.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: en.auth.createAccount }).click();
  await expect(one).toHaveURL(/\/account$/);
  expect(await (await one.request.get('/api/account/garage')).json()).toEqual({ garage: { vehicles: ['zn8'], active: 'zn8' } });
  await first.close();

  // Another browser with its own vehicle signs in: both kept, its own still active.
  const second = await browser.newContext();
  const two = await second.newPage();
  await two.goto('/es/account/login');
  await pickInHeader(two, 'es', 'mk4-supra');
  const login = two.getByRole('main');
  await login.getByLabel(es.auth.email, { exact: true }).fill(email);
  await login.getByLabel(es.auth.password, { exact: true }).fill(password);
  await login.getByRole('button', { name: es.auth.login }).click();
  await expect(two).toHaveURL(/\/es\/account$/);
  await expect(header(two)).toHaveText(es.vehicles['mk4-supra']);
  expect(await storedGarage(two)).toEqual({ vehicles: ['mk4-supra', 'zn8'], active: 'mk4-supra', account: true });
  await header(two).click();
  const picker = two.getByRole('dialog', { name: es.garage.title });
  await expect(picker.getByTestId('garage-vehicles').getByRole('listitem')).toHaveCount(2);
  await expect(picker).toContainText(es.garage.picker.keptAccount);
  // A change while signed in is the account's too.
  await picker.getByRole('button', { name: es.vehicles['gen-9-camry'], exact: true }).click();
  await expect.poll(async () => (await (await two.request.get('/api/account/garage')).json()).garage.active).toBe('gen-9-camry');

  // Signing out: the garage stays in this browser, no longer kept with the account.
  await two.goto('/es/account/logout');
  await expect(two).toHaveURL(/\/es$/);
  await expect(header(two)).toHaveText(es.vehicles['gen-9-camry']);
  await expect.poll(async () => (await storedGarage(two)).account).toBe(false);
  await second.close();
});

test('a part that does not fit the active vehicle can be bought, and its cart line says it does not fit', async ({ page, request }) => {
  const { supra } = await demoParts(request);
  await page.addInitScript(() => localStorage.setItem('yps_garage', JSON.stringify({ vehicles: ['zn8'], active: 'zn8', account: false })));
  await page.goto(`/ja/store/product/${supra.slug}`);
  await expect(page.getByTestId('product-fit').locator('[data-fit=no]')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: ja.product.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-drawer').getByTestId('cart-line').locator('[data-fit=no]')).toBeVisible();
  await page.goto('/ja/cart');
  const line = page.getByTestId('cart-line').first();
  await expect(line.locator('[data-fit=no]')).toHaveText(fill(ja.garage.fit.no, { vehicle: ja.vehicles.zn8 }));
});

test('without JavaScript the garage is a link to the car models, and a product page offers it', async ({ browser, request }) => {
  const { shared } = await demoParts(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/es/store/product/${shared.slug}`);
  await expect(header(page)).toHaveAttribute('href', '/es/car-models');
  await expect(header(page)).toHaveText(es.garage.title);
  const offer = page.getByTestId('product-fit').getByRole('link', { name: es.garage.pickToCheck });
  await expect(offer).toHaveAttribute('href', '/es/car-models');
  await context.close();
});

test('marks and offers drawn from the stored garage move nothing on home, a listing and a product page', async ({ page, request }) => {
  const { shared } = await demoParts(request);
  await page.addInitScript(() => {
    localStorage.setItem('yps_garage', JSON.stringify({ vehicles: ['zn6', 'zn8'], active: 'zn8', account: false }));
    // A shopper who has chosen a currency: the header's 'Detecting currency...' resizes the switcher (spec 000 §3), which is not the garage's.
    localStorage.setItem('preferredCurrency', '"USD"');
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/store/products/zn6?carModels=ZN6+GR86', `/store/product/${shared.slug}`]) {
    await page.goto(path);
    await expect(page.locator('[data-fit]').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect({ path, shifts: await page.evaluate(() => (window as unknown as { shifts: number }).shifts) }).toEqual({ path, shifts: 0 });
  }
});

test('on a phone the header keeps its row, and the picker fits the screen @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  await page.goto('/ja/store/products');
  await pickInHeader(page, 'ja', 'zn6');
  await header(page).click();
  const picker = page.getByRole('dialog', { name: ja.garage.title });
  await expect(picker).toBeVisible();
  expect(await seriousProblems(page, '[data-testid=garage-picker]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await picker.getByRole('button', { name: ja.garage.picker.close }).click();
  await expect(picker).toBeHidden();
});
