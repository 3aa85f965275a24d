import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { richResultProblems, richResultTypes } from '../support/google-rich-results';

/**
 * What a search engine and a link preview read on each page type: title, description,
 * canonical, hreflang, Open Graph and Twitter tags in the page's language, JSON-LD that Google
 * accepts, a BreadcrumbList equal to the visible breadcrumb, and a 1200×630 PNG share image.
 */

type PageType = {
  name: string;
  path: string;
  /** The canonical path (without origin); the page's own path when not given. */
  canonical?: string;
  types: string[];
  noindex?: boolean;
};

const PRODUCT = 'mk5-supra-rocket-style-wide-body-kit';

const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/', types: ['OnlineStore', 'WebSite'] },
  { name: 'home in Japanese', path: '/ja', types: ['OnlineStore', 'WebSite'] },
  { name: 'section landing', path: '/exhaust', types: ['BreadcrumbList'] },
  { name: 'vehicle landing', path: '/es/suspension/zn8', types: ['BreadcrumbList'] },
  { name: 'category landing', path: '/ja/performance-parts/zn8/intake-system', types: ['BreadcrumbList'] },
  { name: 'garage sale', path: '/garage-sale', types: ['BreadcrumbList'] },
  {
    name: 'listing a tile links to',
    // The e2e catalogue has one page of these: a page past the last is not found (docs/decisions.md).
    path: '/store/products/shop-body-parts/zn8/hood?carModels=ZN8+GR86&productTypes=Hood&sort=descending&page=1',
    canonical: '/store/products/shop-body-parts/zn8/hood?carModels=ZN8+GR86&productTypes=Hood',
    types: ['BreadcrumbList'],
  },
  {
    name: 'combined filters',
    path: '/es/store/products?carModels=ZN8+GR86&productTypes=Hood&productTypes=Bumpers',
    canonical: '/es/store/products?carModels=ZN8+GR86',
    types: ['BreadcrumbList'],
  },
  { name: 'new arrivals', path: '/new-arrivals?sort=ascending', canonical: '/new-arrivals', types: ['BreadcrumbList'] },
  // A later page is canonical to itself; page 1 never writes its number.
  { name: 'listing page 2', path: '/ja/store/products?page=2&sort=ascending', canonical: '/ja/store/products?page=2', types: ['BreadcrumbList'] },
  { name: 'listing page 1', path: '/store/products?page=1', canonical: '/store/products', types: ['BreadcrumbList'] },
  { name: 'garage sale listing', path: '/ja/garage-sale/store', types: ['BreadcrumbList'] },
  { name: 'search results', path: '/search?query=hood&sort=descending', canonical: '/search?query=hood', types: ['BreadcrumbList'], noindex: true },
  { name: 'product', path: `/store/product/${PRODUCT}`, types: ['Product', 'BreadcrumbList'] },
  { name: 'product by another link', path: `/ja/new-arrivals/${PRODUCT}`, canonical: `/ja/store/product/${PRODUCT}`, types: ['Product', 'BreadcrumbList'] },
  { name: 'static page', path: '/es/return-policy', types: [] },
];

const languageOf = (path: string) => (/^\/(es|ja)(\/|$|\?)/.exec(path)?.[1] ?? 'en') as 'en' | 'es' | 'ja';
const withoutLanguage = (path: string) => path.replace(/^\/(es|ja)(?=\/|$|\?)/, '') || '/';

async function head(page: Page) {
  const found = await page.evaluate(() => {
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const pairs = (selector: string, key: string, value: string) =>
      Object.fromEntries([...document.querySelectorAll(selector)].map((element) => [element.getAttribute(key) ?? '', element.getAttribute(value) ?? '']));
    return {
      title: document.title,
      description: attribute('meta[name="description"]', 'content'),
      robots: attribute('meta[name="robots"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      alternates: pairs('link[rel="alternate"][hreflang]', 'hreflang', 'href'),
      og: pairs('meta[property^="og:"]', 'property', 'content'),
      twitter: pairs('meta[name^="twitter:"]', 'name', 'content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    };
  });
  return { ...found, jsonLd: found.jsonLd.map((text) => JSON.parse(text) as unknown) };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchImage(request: APIRequestContext, url: string) {
  const { pathname, search } = new URL(url);
  const response = await request.get(`${pathname}${search}`);
  return { status: response.status(), type: response.headers()['content-type'], size: pngSize(await response.body()) };
}

test.describe('search engines and link previews', () => {
  for (const pageType of PAGE_TYPES) {
    test(`${pageType.name}: tags, structured data and share image`, async ({ page, request }) => {
      await page.goto(pageType.path);
      const found = await head(page);
      const origin = new URL(found.canonical ?? '').origin;
      const canonical = `${origin}${pageType.canonical ?? pageType.path}`.replace(/(.)\/$/, '$1');
      const language = languageOf(pageType.path);

      expect(found.title.length).toBeGreaterThan(0);
      expect(found.description?.length ?? 0).toBeGreaterThan(20);
      expect(found.description?.length ?? 999).toBeLessThan(160);
      expect(found.canonical).toBe(canonical);
      const bare = withoutLanguage(pageType.canonical ?? pageType.path);
      expect(found.alternates).toEqual({
        en: `${origin}${bare === '/' ? '' : bare}`,
        es: `${origin}/es${bare === '/' ? '' : bare}`,
        ja: `${origin}/ja${bare === '/' ? '' : bare}`,
        'x-default': `${origin}${bare === '/' ? '' : bare}`,
      });
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(found.og).toMatchObject({ 'og:url': canonical, 'og:locale': { en: 'en_US', es: 'es_US', ja: 'ja_JP' }[language], 'og:image:width': '1200', 'og:image:height': '630' });
      expect(found.og['og:title']).toBeTruthy();
      expect(found.og['og:description']).toBeTruthy();
      expect(found.og['og:image:alt']).toBeTruthy();
      expect(found.og['og:type']).toBe(pageType.types.includes('Product') ? 'product' : 'website');
      expect(found.twitter).toMatchObject({ 'twitter:card': 'summary_large_image', 'twitter:image': found.og['og:image'] });
      if (pageType.noindex) expect(found.robots).toBe('noindex, follow');
      else expect(found.robots).toBeNull();

      expect(richResultTypes(found.jsonLd).sort()).toEqual([...pageType.types].sort());
      for (const block of found.jsonLd) expect(richResultProblems(block)).toEqual([]);

      const breadcrumbs = found.jsonLd.flat().filter((block) => (block as { '@type': string })['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }[];
      if (breadcrumbs.length) {
        const visible = (await page.getByRole('navigation', { name: /breadcrumb|ruta|パンくず/i }).first().locator('li').allTextContents()).map((text) => text.replace(/\s*\/\s*$/, '').replace(/^\/\s*/, '').trim());
        const listed = breadcrumbs[0].itemListElement.map((item) => item.name);
        // Crumbs without a page of their own are left out of the list; the rest match, in order.
        expect(listed.filter((name) => !visible.includes(name))).toEqual([]);
        expect(listed.at(-1)).toBe(visible.at(-1));
        expect(listed[0]).toBe(visible[0]);
      }

      const image = await fetchImage(request, found.og['og:image']);
      expect(image).toEqual({ status: 200, type: 'image/png', size: { width: 1200, height: 630 } });
    });
  }

  test('robots.txt keeps private pages out, lets listings and search be crawled, and names the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/cart/);
    expect(robots).toMatch(/Disallow: \/ja\/account/);
    expect(robots).toMatch(/Disallow: \/api\//);
    expect(robots).not.toMatch(/Disallow: \/(es\/|ja\/)?(search|store)/);
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  // The cards' text is drawn in the font shipped with the app, so every language renders on any host.
  for (const path of [`/store/product/${PRODUCT}`, '/suspension/zn8', '/performance-parts/zn8/intake-system']) {
    for (const language of ['', '/es', '/ja']) {
      test(`share image of ${language || '/en'}${path} is a 1200×630 PNG`, async ({ page, request }) => {
        await page.goto(`${language}${path}`);
        const { og } = await head(page);
        expect(og['og:image']).toContain(`${language}${path}/opengraph-image`);
        expect(await fetchImage(request, og['og:image'])).toEqual({ status: 200, type: 'image/png', size: { width: 1200, height: 630 } });
      });
    }
  }

  test('a listing is named by the filters its canonical keeps, so canonical listings do not share a title', async ({ page }) => {
    const titles: string[] = [];
    for (const path of [
      '/store/products',
      '/store/products?carModels=ZN8+GR86',
      '/store/products/shop-body-parts/zn8/hood?carModels=ZN8+GR86&productTypes=Hood',
      '/store/products?carModels=ZN8+GR86&productTypes=Hood&productTypes=Bumpers',
    ]) {
      await page.goto(path);
      titles.push(await page.title());
    }
    expect(titles[1]).toMatch(/^ZN8 GR86 \|/);
    expect(titles[2]).toMatch(/^ZN8 GR86 Hood \|/);
    expect(new Set(titles.slice(0, 3)).size).toBe(3);
    // A combination is canonical to its broader listing, and named like it.
    expect(titles[3]).toBe(titles[1]);
  });

  test('a share image of an unknown product is a 404', async ({ request }) => {
    expect((await request.get('/store/product/no-such-part/opengraph-image')).status()).toBe(404);
  });
});
