/** @jest-environment jsdom */
import { parseSitemapFile, productPages, sitemapEntries, sitemapFiles, sitemapFileUrl, PRODUCTS_PER_SITEMAP, SITEMAP_URL_LIMIT } from '@/lib/seo/sitemap';
import { sitemapIndexXml, urlSetXml } from '@/lib/seo/sitemap-xml';

const ORIGIN = 'https://shop.example';
const XHTML = 'http://www.w3.org/1999/xhtml';
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

/** A full product file with slugs as long as the catalogue's longest. */
const fullShard = () =>
  urlSetXml(
    sitemapEntries(
      productPages(Array.from({ length: PRODUCTS_PER_SITEMAP }, (_, i) => ({ slug: `mk5-gr-supra-carbon-fiber-wide-body-kit-with-rear-diffuser-variant-${i}`, createdAt: new Date(Date.UTC(2026, 0, 1)) }))),
      ORIGIN,
    ),
  );

describe('sitemapFiles', () => {
  it.each([
    [0, ['pages']],
    [1, ['pages', 'products-0']],
    [PRODUCTS_PER_SITEMAP, ['pages', 'products-0']],
    [PRODUCTS_PER_SITEMAP + 1, ['pages', 'products-0', 'products-1']],
  ])('%i products make %j', (count, files) => expect(sitemapFiles(count)).toEqual(files));

  it('gives 100,000 products enough files for every product', () => {
    const files = sitemapFiles(100_000);
    expect(files.length - 1).toBe(Math.ceil(100_000 / PRODUCTS_PER_SITEMAP));
    expect(files.at(-1)).toBe(`products-${files.length - 2}`);
  });
});

describe('parseSitemapFile', () => {
  it.each([
    ['pages', { kind: 'pages' }],
    ['products-0', { kind: 'products', shard: 0 }],
    ['products-19', { kind: 'products', shard: 19 }],
    ['products-01', null],
    ['products--1', null],
    ['products-1.5', null],
    ['products-', null],
    ['other', null],
  ])('%s is %j', (file, parsed) => expect(parseSitemapFile(file)).toEqual(parsed));
});

describe('sitemap index XML', () => {
  it('lists every file by absolute URL', () => {
    const files = sitemapFiles(12_000);
    const doc = parse(sitemapIndexXml(files.map((file) => sitemapFileUrl(file, ORIGIN))));
    expect(doc.documentElement.nodeName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/products-0.xml`, `${ORIGIN}/sitemaps/products-1.xml`, `${ORIGIN}/sitemaps/products-2.xml`]);
  });
});

describe('URL set XML', () => {
  it('names every language version of each page, x-default included, with a last-modified date', () => {
    const xml = urlSetXml(sitemapEntries(productPages([{ slug: 'zn8-hood', createdAt: new Date('2026-03-04T05:06:07Z') }]), ORIGIN));
    const doc = parse(xml);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls.map((url) => url.getElementsByTagName('loc')[0].textContent)).toEqual([
      `${ORIGIN}/store/product/zn8-hood`,
      `${ORIGIN}/es/store/product/zn8-hood`,
      `${ORIGIN}/ja/store/product/zn8-hood`,
    ]);
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
      expect(Object.fromEntries(links)).toEqual({
        en: `${ORIGIN}/store/product/zn8-hood`,
        es: `${ORIGIN}/es/store/product/zn8-hood`,
        ja: `${ORIGIN}/ja/store/product/zn8-hood`,
        'x-default': `${ORIGIN}/store/product/zn8-hood`,
      });
      expect(url.getElementsByTagName('lastmod')[0].textContent).toBe('2026-03-04T05:06:07.000Z');
    }
  });

  it('escapes what XML reserves', () => {
    const xml = urlSetXml([{ url: `${ORIGIN}/search?a=1&b=<2>` }]);
    expect(parse(xml).getElementsByTagName('loc')[0].textContent).toBe(`${ORIGIN}/search?a=1&b=<2>`);
  });

  it('keeps a full product file under 50,000 URLs and 50 MB', () => {
    const xml = fullShard();
    const urls = xml.match(/<url>/g)?.length ?? 0;
    expect(urls).toBe(PRODUCTS_PER_SITEMAP * 3);
    expect(urls).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
    expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
  });
});
