import { expect, test } from './fixtures';

/**
 * A shopper's first load of the pages they land on builds no ICU object in the browser: the first
 * Intl formatter, plural rule or collator a page builds loads ICU's data, a long task on a phone in
 * the middle of hydration ("Hydration builds no Intl object" in docs/decisions.md). Prices, counts
 * and plural headings come written by the server; the browser formats once a shopper picks another
 * currency or changes what a list shows.
 */
const PAGES = ['/', '/store/products/shop-body-parts/zn8?carModels=ZN8+GR86', '/search?query=hood', 'product'];

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let productPath = '';
test.beforeAll(async ({ request }) => {
  const { products } = (await (await request.get('/api/products/latest')).json()) as { products: { slug: string }[] };
  productPath = `/store/product/${products[0].slug}`;
});

for (const language of ['', '/ja']) {
  test(`landing pages hydrate without building an Intl object${language ? ` (${language})` : ''}`, async ({ page }) => {
    await page.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, { __intlBuilt: built });
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Collator', 'DisplayNames', 'Segmenter'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        const Watched = function (...args: unknown[]) {
          built.push(`Intl.${name} ${JSON.stringify(args)}`);
          return new Original(...args);
        };
        Object.assign(Watched, Original);
        Watched.prototype = Original.prototype;
        Object.defineProperty(Intl, name, { value: Watched, configurable: true, writable: true });
      }
      const { localeCompare } = String.prototype;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
        built.push(`localeCompare ${JSON.stringify(args.slice(1))}`);
        return localeCompare.apply(this, args);
      };
    });
    for (const type of PAGES) {
      const path = `${language}${type === 'product' ? productPath : type === '/' && language ? '' : type}`;
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt), path).toEqual([]);
    }
  });
}

/**
 * The scripts a landing page starts with carry V8's compile hint, so Chromium compiles their
 * modules while they stream in rather than on the main thread when the app starts
 * (scripts/compile-hints.mjs, run after every build). The no-module polyfills are for browsers
 * that never run the module chunks and are left as they are.
 */
test('the scripts a landing page starts with are marked for eager compilation', async ({ request }) => {
  for (const type of PAGES) {
    const path = type === 'product' ? productPath : type;
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script src="([^"]+\.js)"(?![^>]*noModule)[^>]*>/g)].map((match) => match[1]);
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const src of scripts) expect((await (await request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), `${path}: ${src}`).toBe(true);
  }
});
