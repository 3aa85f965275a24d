import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * One page load per URL serves every check of it: it fits a 390 px phone without sideways
 * scrolling, and axe finds nothing serious or critical. Every page type, in all three languages.
 */
const PAGE_TYPES = [
  '/',
  '/car-models',
  '/shop-body-parts',
  '/shop-body-parts/zn8',
  '/performance-parts/mk5-gr-supra/turbo',
  '/store/products/shop-body-parts/zn8?carModels=ZN8+GR86',
  '/new-arrivals',
  '/garage-sale/store',
  '/search?query=hood',
  'product',
  '/cart',
  '/checkout',
  '/account/login',
  '/account/register',
  '/account/login/recovery',
  '/account/my-wishlist',
  '/account/recently-viewed',
  '/faqs',
  '/contact-us',
  '/warranty-information',
  '/return-policy',
  '/loyalty-rewards',
  '/no-such-page',
];
const LANGUAGES = ['', '/es', '/ja'];

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let productPath = '';
test.beforeAll(async ({ request }) => {
  const { products } = (await (await request.get('/api/products/latest')).json()) as { products: { slug: string }[] };
  productPath = `/store/product/${products[0].slug}`;
});

for (const language of LANGUAGES) {
  for (const type of PAGE_TYPES) {
    test(`${language || '/en'} ${type}: fits a phone and has no serious accessibility problem`, async ({ page }) => {
      const path = `${language}${type === 'product' ? productPath : type === '/' && language ? '' : type}`;
      await page.goto(path || '/', { waitUntil: 'load' });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${path} scrolls sideways` })
        .toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
      expect(serious, path).toEqual([]);
    });
  }
}
