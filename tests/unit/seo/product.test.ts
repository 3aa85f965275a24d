import type { ProductDetail } from '@/lib/shop/catalogue';
import type { Review } from '@/lib/shop/talk';
import { availability, productJsonLd, productMetadata, productOpenGraphTags, shareImageVersion } from '@/lib/seo/product';
import { languageAlternates, localizedPath } from '@/lib/seo/urls';
import { robotsRules } from '@/lib/seo/robots';
import { pagePaths, sitemapEntries, SITEMAP_URL_LIMIT } from '@/lib/seo/sitemap';

const ORIGIN = 'https://shop.example';
const TEXT = { siteName: 'YPS Toyota Performance', imageAlt: 'GR86 Carbon Hood, $899.50' };

const review: Review = { id: 1, name: 'Ann', rating: 4, title: 'Good', experience: 'Fits well', images: [], likes: 0, dislikes: 0, verified: true, createdAt: '2025-02-03T04:05:06Z' };

const product: ProductDetail = {
  id: 7,
  slug: 'gr86-carbon-hood',
  name: 'GR86 Carbon Hood',
  sku: 'YPS-1',
  price: 899.5,
  originalPrice: 999,
  discountPercent: 10,
  images: ['/products/hood-1.webp', '/products/hood-2.webp'],
  alt: 'Carbon hood',
  vehicles: ['zn8'],
  carBrand: 'Toyota GR86',
  productType: 'Hood',
  category: 'Exterior',
  fitPosition: 'Front',
  performancePart: false,
  quantityLeft: 3,
  shipment: 'Ships in 1-2 business days',
  garageSale: false,
  isNew: false,
  createdAt: '2025-01-01T00:00:00Z',
  descriptionHtml: `<p>A <b>vented</b> hood.</p>${'<p>Lots of detail about the weave.</p>'.repeat(12)}`,
  featuresHtml: '',
  fitmentHtml: '',
  htmlLang: { description: 'en', features: 'en', fitment: 'en' },
  video: null,
  related: [],
  reviewStats: { counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 }, averageRating: 4, totalReviews: 1 },
  reviews: [review],
  questions: [],
};

describe('localizedPath and languageAlternates', () => {
  it.each([
    ['en', '/faqs', '/faqs'],
    ['es', '/faqs', '/es/faqs'],
    ['ja', '/', '/ja'],
    ['en', '/', '/'],
  ] as const)('%s %s → %s', (locale, path, expected) => expect(localizedPath(locale, path)).toBe(expected));

  it('names every language and x-default', () => {
    expect(languageAlternates('/faqs', ORIGIN)).toEqual({
      en: `${ORIGIN}/faqs`,
      es: `${ORIGIN}/es/faqs`,
      ja: `${ORIGIN}/ja/faqs`,
      'x-default': `${ORIGIN}/faqs`,
    });
  });
});

describe('availability', () => {
  it.each([
    [5, 'InStock'],
    [0, 'OutOfStock'],
    [-1, 'PreOrder'],
  ])('quantityLeft %i → %s', (quantityLeft, expected) => expect(availability({ quantityLeft })).toBe(expected));
});

describe('productMetadata', () => {
  it.each(['en', 'es', 'ja'] as const)('has one canonical product URL in %s', (locale) => {
    const metadata = productMetadata(product, locale, TEXT, ORIGIN);
    expect(metadata.alternates?.canonical).toBe(`${ORIGIN}${locale === 'en' ? '' : `/${locale}`}/store/product/gr86-carbon-hood`);
    expect(metadata.alternates?.languages).toMatchObject({ 'x-default': `${ORIGIN}/store/product/gr86-carbon-hood` });
  });

  it('cuts descriptions under 160 and to 200 characters and points every image tag to the share image', () => {
    const metadata = productMetadata(product, 'en', TEXT, ORIGIN);
    const description = metadata.description ?? '';
    expect(description.length).toBeLessThan(160);
    expect(description).toMatch(/^A vented hood\. Lots/);
    const og = metadata.openGraph as { description: string; images: { url: string }[]; url: string };
    expect(og.description.length).toBeLessThanOrEqual(200);
    expect(og.description.length).toBeGreaterThan(160);
    expect(og.images).toEqual([
      { url: `${ORIGIN}/store/product/gr86-carbon-hood/opengraph-image?v=${shareImageVersion(product)}`, width: 1200, height: 630, alt: TEXT.imageAlt },
    ]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: og.images[0].url, alt: TEXT.imageAlt }] });
  });

  it('renews the share image address when the price changes', () => {
    expect(shareImageVersion({ ...product, price: 799 })).not.toBe(shareImageVersion(product));
    expect(shareImageVersion({ ...product, quantityLeft: 0 } as typeof product)).toBe(shareImageVersion(product));
  });

  it('falls back to the name when there is no description', () => {
    expect(productMetadata({ ...product, descriptionHtml: '' }, 'en', TEXT, ORIGIN).description).toBe('GR86 Carbon Hood');
  });
});

describe('productOpenGraphTags', () => {
  it('declares a product with its USD price and availability', () => {
    expect(productOpenGraphTags({ ...product, quantityLeft: -1 })).toEqual(
      expect.arrayContaining([
        { property: 'og:type', content: 'product' },
        { property: 'product:price:amount', content: '899.50' },
        { property: 'product:price:currency', content: 'USD' },
        { property: 'product:availability', content: 'preorder' },
      ]),
    );
  });
});

describe('productJsonLd', () => {
  it('describes the product, its offer and its reviews', () => {
    const data = productJsonLd(product, 'es', ORIGIN);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'GR86 Carbon Hood',
      sku: 'YPS-1',
      image: [`${ORIGIN}/products/hood-1.webp`, `${ORIGIN}/products/hood-2.webp`],
      brand: { '@type': 'Brand', name: 'YPS' },
      offers: { '@type': 'Offer', price: '899.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: `${ORIGIN}/es/store/product/gr86-carbon-hood` },
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
      review: [{ '@type': 'Review', author: { name: 'Ann' }, reviewRating: { ratingValue: 4 }, datePublished: '2025-02-03' }],
    });
  });

  it('leaves out ratings without reviews and an N/A sku', () => {
    const data = productJsonLd({ ...product, sku: 'N/A', reviews: [], reviewStats: { counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, averageRating: 0, totalReviews: 0 } }, 'en', ORIGIN);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(data).not.toHaveProperty('sku');
  });
});

describe('robotsRules', () => {
  it('points to the sitemap and keeps private paths out in every language', () => {
    const rules = robotsRules(ORIGIN);
    expect(rules.sitemap).toBe(`${ORIGIN}/sitemap.xml`);
    const disallow = (Array.isArray(rules.rules) ? rules.rules[0] : rules.rules).disallow;
    expect(disallow).toEqual(expect.arrayContaining(['/api/', '/cart', '/checkout', '/account', '/es/cart', '/ja/account', '/es/checkout']));
  });
});

describe('sitemapEntries', () => {
  it('lists each page in the three languages with alternates', () => {
    const entries = sitemapEntries([{ path: '/store/product/x' }], ORIGIN);
    expect(entries.map((e) => e.url)).toEqual([`${ORIGIN}/store/product/x`, `${ORIGIN}/es/store/product/x`, `${ORIGIN}/ja/store/product/x`]);
    expect(entries[1].alternates?.languages).toMatchObject({ ja: `${ORIGIN}/ja/store/product/x` });
  });

  it('stays within the URL limit of one sitemap', () => {
    const pages = Array.from({ length: 20_000 }, (_, i) => ({ path: `/store/product/p${i}` }));
    expect(sitemapEntries(pages, ORIGIN).length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
  });

  it('covers landing pages for every vehicle but no private page', () => {
    const paths = pagePaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/new-arrivals', '/exhaust/zn8', '/performance-parts/mk4-supra']));
    expect(paths.some((path) => /^\/(cart|checkout|account)/.test(path))).toBe(false);
  });
});
