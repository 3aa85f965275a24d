import { seriousProblems } from './axe';
import { expect, test } from './fixtures';
import { expectPhoneReady } from './phone-ready';

/**
 * One page load per URL serves every check of it: it fits a 390 px phone without sideways
 * scrolling, and axe finds nothing serious or critical. Every page type, in all three languages;
 * one test per page type walks its three languages in the same tab to keep the run short.
 */
const PAGE_TYPES = [
  '/',
  '/shop-body-parts',
  '/shop-body-parts/zn8',
  '/performance-parts/mk5-gr-supra/turbo',
  '/store/products/shop-body-parts/zn8?carModels=ZN8+GR86',
  '/new-arrivals',
  '/search?query=hood',
  'product',
  '/cart',
  '/checkout',
  '/account/login',
  '/account/register',
  '/account/my-wishlist',
  '/faqs',
  '/contact-us',
  '/return-policy',
  '/no-such-page',
];
const LANGUAGES = ['', '/es', '/ja'];

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let productPath = '';
test.beforeAll(async ({ request }) => {
  const { products } = (await (await request.get('/api/products/latest')).json()) as { products: { slug: string }[] };
  productPath = `/store/product/${products[0].slug}`;
});

for (const type of PAGE_TYPES) {
  test(`${type} fits a phone and has no serious accessibility problem, in every language`, async ({ page, consoleErrors }) => {
    // The not-found view names no icon, so the browser asks for /favicon.ico, which does not exist yet.
    if (type === '/no-such-page') consoleErrors.allow(/favicon\.ico/);
    for (const language of LANGUAGES) {
      const path = `${language}${type === 'product' ? productPath : type === '/' && language ? '' : type}`;
      await page.goto(path, { waitUntil: 'load' });
      await expectPhoneReady(page, path);
    }
  });
}

/**
 * The desktop header shows what the phone's menu hides (the currency switcher, the cart's count beside
 * it), and axe checks a control's name against its visible text: the page types with their own layout,
 * on a desktop, in every language.
 */
test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  const DESKTOP_TYPES = ['/', '/shop-body-parts', '/performance-parts/mk5-gr-supra/turbo', 'product', '/cart', '/checkout', '/account/register', '/contact-us'];
  for (const type of DESKTOP_TYPES) {
    test(`${type} has no serious accessibility problem on a desktop, in every language`, async ({ page }) => {
      for (const language of LANGUAGES) {
        const path = `${language}${type === 'product' ? productPath : type === '/' && language ? '' : type}`;
        await page.goto(path, { waitUntil: 'load' });
        expect(await seriousProblems(page), `${path}: serious or critical accessibility problems`).toEqual([]);
      }
    });
  }
});
