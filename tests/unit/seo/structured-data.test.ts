import type { BreadcrumbList, Product, WithContext } from 'schema-dts';
import type { ProductDetail } from '@/lib/shop/catalogue';
import { productJsonLd } from '@/lib/seo/product';
import { CONTIGUOUS_REGIONS, returnPolicy, shippingDetails, transitDays } from '@/lib/seo/merchant';
import { breadcrumbJsonLd, productCrumbTargets } from '@/lib/seo/breadcrumbs';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/organization';
import { richResultProblems } from '../../support/google-rich-results';

const ORIGIN = 'https://shop.example';

const product: ProductDetail = {
  id: 7,
  slug: 'gr86-carbon-hood',
  name: 'GR86 Carbon Hood',
  sku: 'YPS-1',
  price: 899.5,
  originalPrice: 999,
  discountPercent: 10,
  images: ['/products/hood-1.webp'],
  alt: 'Carbon hood',
  vehicles: ['zn8'],
  carBrand: 'Toyota GR86',
  productType: 'Hood',
  category: 'Exterior',
  fitPosition: 'Front',
  performancePart: false,
  quantityLeft: 3,
  shipment: '2-3 weeks',
  garageSale: false,
  isNew: false,
  createdAt: '2025-01-01T00:00:00Z',
  descriptionHtml: '<p>A vented hood.</p>',
  featuresHtml: '',
  fitmentHtml: '',
  htmlLang: { description: 'en', features: 'en', fitment: 'en' },
  video: null,
  related: [],
  reviewStats: { counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 }, averageRating: 4, totalReviews: 1 },
  reviews: [{ id: 1, name: 'Ann', rating: 4, title: 'Good', experience: 'Fits', images: [], likes: 0, dislikes: 0, verified: true, createdAt: '2025-02-03T04:05:06Z' }],
  questions: [],
};

const offerOf = (data: WithContext<Product>) => (data as unknown as { offers: Record<string, unknown> }).offers;

describe('productJsonLd for merchant listings', () => {
  it.each([
    ['discounted, in stock', {}, 'InStock', 'NewCondition', 30],
    ['full price', { originalPrice: null, discountPercent: 0, price: 999 }, 'InStock', 'NewCondition', 30],
    ['sold out', { quantityLeft: 0 }, 'OutOfStock', 'NewCondition', 30],
    ['special order', { quantityLeft: -1 }, 'PreOrder', 'NewCondition', 30],
    ['garage sale', { garageSale: true }, 'InStock', 'UsedCondition', 1],
    ['no reviews, no sku', { sku: 'N/A', reviews: [], reviewStats: { counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, averageRating: 0, totalReviews: 0 } }, 'InStock', 'NewCondition', 30],
  ] as const)('%s: valid for Google, with its availability, condition and return window', (_, change, stock, condition, returnDays) => {
    const data = productJsonLd({ ...product, ...change } as ProductDetail, 'ja', ORIGIN);
    expect(richResultProblems(data)).toEqual([]);
    const offer = offerOf(data);
    expect(offer.availability).toBe(`https://schema.org/${stock}`);
    expect(offer.itemCondition).toBe(`https://schema.org/${condition}`);
    expect(offer.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: returnDays });
  });

  it('shows the regular price as the strikethrough price only when discounted', () => {
    expect(offerOf(productJsonLd(product, 'en', ORIGIN)).priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: '999.00',
      priceCurrency: 'USD',
    });
    expect(offerOf(productJsonLd({ ...product, originalPrice: null }, 'en', ORIGIN))).not.toHaveProperty('priceSpecification');
  });

  it.each([
    ['one vehicle', ['zn8'], ['ZN8 GR86']],
    ['several, its own first', ['zn8', 'zn6'], ['ZN8 GR86', 'ZN6 GR86']],
    ['every vehicle', [], null],
  ] as const)('names the vehicles the part fits: %s', (_, vehicles, names) => {
    const data = productJsonLd({ ...product, vehicles: [...vehicles] }, 'es', ORIGIN) as unknown as { isAccessoryOrSparePartFor?: { '@type': string; name: string }[] };
    expect(richResultProblems(data as unknown as WithContext<Product>)).toEqual([]);
    if (names === null) expect(data).not.toHaveProperty('isAccessoryOrSparePartFor');
    else expect(data.isAccessoryOrSparePartFor).toEqual(names.map((name) => ({ '@type': 'Car', name, brand: { '@type': 'Brand', name: 'Toyota' } })));
  });

  it('has no priceValidUntil: the automatic discounts have no end', () => {
    expect(offerOf(productJsonLd(product, 'en', ORIGIN))).not.toHaveProperty('priceValidUntil');
  });
});

describe('shipping and returns', () => {
  it.each([
    ['Ships in 1-2 business days', 1, 2],
    ['2-3 weeks', 14, 21],
    ['3 months', 90, 90],
    ['', 1, 1],
    [null, 1, 1],
  ])('transit for %p is %i-%i days', (shipment, min, max) => expect(transitDays(shipment)).toEqual({ min, max }));

  it('ships free to the contiguous states and DC, Canada and Puerto Rico', () => {
    const details = shippingDetails('5 days') as unknown as { shippingRate: { value: number }; shippingDestination: { addressCountry: string; addressRegion?: string[] } }[];
    expect(details.map((detail) => detail.shippingDestination.addressCountry)).toEqual(['US', 'CA', 'PR']);
    expect(details.every((detail) => detail.shippingRate.value === 0)).toBe(true);
    expect(details[0].shippingDestination.addressRegion).toEqual(CONTIGUOUS_REGIONS);
    expect(CONTIGUOUS_REGIONS).toHaveLength(49);
    expect(CONTIGUOUS_REGIONS).toEqual(expect.arrayContaining(['DC', 'CA', 'TX']));
    expect(CONTIGUOUS_REGIONS).not.toEqual(expect.arrayContaining(['AK']));
    expect(CONTIGUOUS_REGIONS).not.toEqual(expect.arrayContaining(['HI']));
  });

  it('returns: 30 days by mail at the buyer\'s cost, garage sale 1 day', () => {
    expect(returnPolicy(false)).toMatchObject({ merchantReturnDays: 30, returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility', returnMethod: 'https://schema.org/ReturnByMail' });
    expect(returnPolicy(true)).toMatchObject({ merchantReturnDays: 1 });
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the visible crumbs in order, linking all but the last', () => {
    const data: WithContext<BreadcrumbList> = breadcrumbJsonLd(
      [{ label: 'Inicio', href: '/' }, { label: 'Escape', href: '/exhaust' }, { label: 'ZN8 GR86' }],
      'es',
      ORIGIN,
    );
    expect(richResultProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${ORIGIN}/es` },
      { '@type': 'ListItem', position: 2, name: 'Escape', item: `${ORIGIN}/es/exhaust` },
      { '@type': 'ListItem', position: 3, name: 'ZN8 GR86' },
    ]);
  });

  it('leaves out a middle crumb that has no page of its own', () => {
    const data = breadcrumbJsonLd([{ label: 'Home', href: '/' }, { label: 'Related' }, { label: 'Hood' }], 'en', ORIGIN);
    expect(richResultProblems(data)).toEqual([]);
    expect((data.itemListElement as unknown as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Hood']);
  });

  it('links a product page\'s car model and product type to their listings', () => {
    const crumbs = productCrumbTargets([{ label: 'Home', href: '/' }, { label: 'ZN8 GR86' }, { label: 'Hood' }, { label: 'GR86 Carbon Hood' }], product, 'ZN8 GR86');
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      '/',
      '/store/products/zn8?carModels=ZN8+GR86',
      '/store/products/zn8?carModels=ZN8+GR86&productTypes=Hood',
      undefined,
    ]);
    expect(richResultProblems(breadcrumbJsonLd(crumbs, 'en', ORIGIN))).toEqual([]);
  });
});

describe('organization and site search', () => {
  const facts = { name: 'YPS Toyota Performance', description: 'Parts', email: 'support@example.com' };

  it.each(['en', 'es', 'ja'] as const)('are valid in %s, the search box pointing at search?query=', (locale) => {
    const site = webSiteJsonLd(locale, facts, ORIGIN);
    expect(richResultProblems([organizationJsonLd(locale, facts, ORIGIN), site])).toEqual([]);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    expect(site.potentialAction).toMatchObject({ target: { urlTemplate: `${ORIGIN}${prefix}/search?query={search_term_string}` } });
  });
});

describe('richResultProblems', () => {
  it('names what a search engine would refuse', () => {
    const broken = { ...productJsonLd(product, 'en', ORIGIN), image: [], offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' } };
    expect(richResultProblems(broken)).toEqual(
      expect.arrayContaining(['Product.image must be absolute URLs', 'offers.price must be above 0', 'offers.priceCurrency must be USD', 'offers.shippingDetails missing']),
    );
  });
});
