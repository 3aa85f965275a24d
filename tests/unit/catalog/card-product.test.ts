import { cardProduct, pricedCardProduct } from '@/lib/shop/catalogue/card-product';
import type { ProductSummary } from '@/lib/shop/catalogue';

const product: ProductSummary = {
  id: 7,
  slug: 'gr86-carbon-hood',
  name: 'GR86 Carbon Hood',
  sku: 'YPS-GR86-H-001',
  price: 899.1,
  originalPrice: 999,
  discountPercent: 10,
  images: ['/products/hood-1.webp', '/products/hood-2.webp', '/products/hood-3.webp'],
  alt: 'GR86 Carbon Hood for the ZN8 GR86',
  vehicles: ['zn8'],
  carBrand: 'Toyota GR86',
  productType: 'Hood',
  category: 'Body Kit',
  fitPosition: 'Front',
  performancePart: false,
  quantityLeft: 3,
  shipment: 'Ships in 1-2 days',
  garageSale: false,
  isNew: true,
  createdAt: '2026-07-20T05:23:52.000Z',
};

describe('cardProduct', () => {
  it('keeps what a card, its cart button and its wishlist toggle read, and the first image only', () => {
    expect(cardProduct(product)).toEqual({
      id: 7,
      slug: 'gr86-carbon-hood',
      name: 'GR86 Carbon Hood',
      sku: 'YPS-GR86-H-001',
      price: 899.1,
      originalPrice: 999,
      discountPercent: 10,
      images: ['/products/hood-1.webp'],
      vehicles: ['zn8'],
      productType: 'Hood',
      quantityLeft: 3,
      shipment: 'Ships in 1-2 days',
      isNew: true,
    });
  });

  it.each([
    ['no image', [], []],
    ['one image', ['/a.webp'], ['/a.webp']],
    ['several', ['/a.webp', '/b.webp'], ['/a.webp']],
  ])('images: %s', (_case, images, kept) => expect(cardProduct({ ...product, images }).images).toEqual(kept));

  it.each([
    ['special order', -1],
    ['sold out', 0],
    ['in stock', 12],
  ])('keeps the stock a card acts on: %s', (_case, quantityLeft) => expect(cardProduct({ ...product, quantityLeft }).quantityLeft).toBe(quantityLeft));

  it('drops the fields no card reads', () => {
    const card = cardProduct(product);
    for (const field of ['alt', 'carBrand', 'category', 'fitPosition', 'performancePart', 'garageSale', 'createdAt']) expect(card).not.toHaveProperty(field);
  });
});

describe('pricedCardProduct', () => {
  it.each([
    ['en-US', 999, { price: '$899.10', originalPrice: '$999.00' }],
    ['es-US', 999, { price: '$899.10', originalPrice: '$999.00' }],
    ['ja-JP', null, { price: '$899.10', originalPrice: undefined }],
  ])('writes the prices in US dollars for %s (list price %p)', (locale, originalPrice, usdText) => {
    const card = pricedCardProduct({ ...product, originalPrice }, locale);
    expect(card.usdText).toEqual(usdText);
    expect(card.images).toEqual(['/products/hood-1.webp']);
  });

  it('is not carried into the card the islands read', () => {
    expect(cardProduct(pricedCardProduct(product, 'en-US'))).not.toHaveProperty('usdText');
  });
});
