import { pageMetadata, shareImage } from '@/lib/seo/page-metadata';
import { listingCanonicalPath, searchCanonicalPath } from '@/lib/shop/catalogue/listing/canonical';
import { parseSelection } from '@/lib/shop/catalogue/listing/listing-url';

const ORIGIN = 'https://shop.example';
const SITE = 'YPS Toyota Performance';

describe('pageMetadata', () => {
  const long = 'Cat-back, axle-back and header systems for a better sound and freer flow. '.repeat(4);

  it.each([
    ['en', '/exhaust', `${ORIGIN}/exhaust`, 'en_US'],
    ['es', '/exhaust', `${ORIGIN}/es/exhaust`, 'es_US'],
    ['ja', '/', `${ORIGIN}/ja`, 'ja_JP'],
  ] as const)('%s %s: canonical, hreflang, Open Graph and Twitter in its language', (locale, path, canonical, ogLocale) => {
    const image = shareImage(locale, path, 'Exhaust', undefined, ORIGIN);
    const metadata = pageMetadata({ locale, path, title: 'Exhaust', description: long, siteName: SITE, image }, ORIGIN);
    expect(metadata.alternates?.canonical).toBe(canonical);
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['en', 'es', 'ja', 'x-default']);
    expect((metadata.description ?? '').length).toBeLessThan(160);
    expect(metadata.openGraph).toMatchObject({ type: 'website', url: canonical, locale: ogLocale, siteName: SITE, title: 'Exhaust', images: [image] });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Exhaust', images: [{ url: image.url, alt: 'Exhaust' }] });
    expect(metadata.robots).toBeUndefined();
  });

  it('keeps a page out of the index but lets its links be followed', () => {
    const metadata = pageMetadata({ locale: 'en', path: '/search', title: 'Search', description: 'Search', siteName: SITE, image: shareImage('en', '/', SITE, undefined, ORIGIN), index: false }, ORIGIN);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it('lets the page write og:type product itself', () => {
    const metadata = pageMetadata({ locale: 'en', path: '/store/product/x', title: 'X', description: 'X', siteName: SITE, image: shareImage('en', '/', SITE, undefined, ORIGIN), ogType: 'product' }, ORIGIN);
    expect(metadata.openGraph).not.toHaveProperty('type');
  });

  it.each([
    ['en', '/', undefined, `${ORIGIN}/opengraph-image`],
    ['ja', '/', undefined, `${ORIGIN}/ja/opengraph-image`],
    ['es', '/exhaust/zn8', undefined, `${ORIGIN}/es/exhaust/zn8/opengraph-image`],
    ['en', '/store/product/hood', 'abc', `${ORIGIN}/store/product/hood/opengraph-image?v=abc`],
  ] as const)('share image of %s %s (version %s) is %s, 1200x630', (locale, path, version, url) => {
    expect(shareImage(locale, path, 'alt', version, ORIGIN)).toEqual({ url, width: 1200, height: 630, alt: 'alt' });
  });
});

describe('listingCanonicalPath', () => {
  it.each([
    ['sort, page and view make no new address', { sort: 'price_ascending', page: '3', view: 'list' }, '/store/products'],
    ['a tile link is canonical to itself', { carModels: 'ZN8 GR86', productTypes: 'Hood', sort: 'descending' }, '/store/products?carModels=ZN8+GR86&productTypes=Hood'],
    ['filters are written in one order', { productTypes: 'Hood', carModels: 'ZN8 GR86' }, '/store/products?carModels=ZN8+GR86&productTypes=Hood'],
    ['a combination falls back to the broader listing', { carModels: 'ZN8 GR86', productTypes: ['Hood', 'Fenders'] }, '/store/products?carModels=ZN8+GR86'],
    ['several car models: the whole listing', { carModels: ['ZN8 GR86', 'ZN6 GR86'] }, '/store/products'],
    ['unknown parameters are dropped', { utm_source: 'mail', carModels: 'ZN8 GR86' }, '/store/products?carModels=ZN8+GR86'],
    ['empty values are ignored', { carModels: '', productTypes: 'Hood' }, '/store/products?productTypes=Hood'],
  ])('%s', (_, params, expected) => expect(listingCanonicalPath('/store/products', parseSelection(params))).toBe(expected));

  it('keeps only the groups a listing filters by', () => {
    expect(listingCanonicalPath('/new-arrivals', parseSelection({ carModels: 'ZN8 GR86', productTypes: 'Hood' }), ['vehicle'])).toBe('/new-arrivals?carModels=ZN8+GR86');
  });
});

describe('searchCanonicalPath', () => {
  it.each([
    ['', '/search'],
    ['carbon hood', '/search?query=carbon+hood'],
    ['a&b', '/search?query=a%26b'],
  ])('%p → %s', (query, expected) => expect(searchCanonicalPath(query)).toBe(expected));
});
