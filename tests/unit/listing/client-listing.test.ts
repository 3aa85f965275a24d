import { clientListingPage, productFromWishlist, withCurrent } from '@/lib/client/client-listing';
import type { ProductSummary } from '@/lib/shop/catalogue';

const product = (id: number, name: string, price: number, vehicle: string) => ({ ...productFromWishlist({ product_id: id, product_name: name, price, image: '', car_model: 'Unknown', category: 'General', quantity_left: 0, sku: '' }), vehicles: [vehicle] }) as ProductSummary;

const items = Array.from({ length: 20 }, (_, i) => product(i + 1, `Part ${String.fromCharCode(65 + i)}`, 100 + ((i * 37) % 50), i % 2 ? 'zn8' : 'mk4-supra'));

describe('clientListingPage', () => {
  it.each([
    [{ vehicles: [], sort: 'featured' as const, page: 1 }, 20, 2, 14, 1],
    [{ vehicles: [], sort: 'featured' as const, page: 2 }, 20, 2, 6, 2],
    [{ vehicles: [], sort: 'featured' as const, page: 9 }, 20, 2, 6, 2],
    [{ vehicles: ['ZN8 GR86'], sort: 'featured' as const, page: 1 }, 10, 1, 10, 1],
    [{ vehicles: ['ZN8 GR86', 'MK4 Supra'], sort: 'featured' as const, page: 1 }, 20, 2, 14, 1],
    [{ vehicles: ['No Such Car'], sort: 'featured' as const, page: 1 }, 20, 2, 14, 1],
  ])('%o → total %i, %i pages, %i on the page, page %i', (options, total, pages, onPage, page) => {
    const result = clientListingPage(items, options);
    expect(result).toMatchObject({ total, pageCount: pages, page });
    expect(result.items).toHaveLength(onPage);
  });

  it('sorts before paging', () => {
    const result = clientListingPage(items, { vehicles: [], sort: 'descending', page: 1 });
    expect(result.items[0].name).toBe('Part T');
    const cheap = clientListingPage(items, { vehicles: [], sort: 'price_ascending', page: 1 });
    expect(cheap.items.map((p) => p.price)).toEqual([...cheap.items.map((p) => p.price)].sort((a, b) => a - b));
  });

  it('an empty list is one empty page', () => {
    expect(clientListingPage([], { vehicles: [], sort: 'featured', page: 3 })).toEqual({ items: [], total: 0, page: 1, pageCount: 0 });
  });
});

describe('productFromWishlist', () => {
  it('maps the stored entry to a card product', () => {
    const p = productFromWishlist({ product_id: 7, product_name: 'ZN8 GR86 Carbon Hood', slug: undefined, price: 899.99, image: '/a.jpg', car_model: 'ZN8 GR86', category: 'Hood', quantity_left: 3, sku: 'X' });
    expect(p).toMatchObject({ id: 7, slug: 'zn8-gr86-carbon-hood', vehicles: ['zn8'], images: ['/a.jpg'], price: 899.99, originalPrice: null, productType: 'Hood' });
  });
});

describe('withCurrent', () => {
  const saved = [product(1, 'Hood', 900, 'zn8'), product(2, 'Wing', 500, 'zn8'), product(3, 'Gone', 100, 'zn8')];
  const today = [
    { ...saved[1], price: 450, originalPrice: 500, discountPercent: 10, quantityLeft: 0 },
    { ...saved[0], price: 950, quantityLeft: 4 },
  ];

  it('shows each product at today’s price, discount and stock, in the saved order', () => {
    expect(withCurrent(saved, today).map((p) => [p.id, p.price, p.discountPercent, p.quantityLeft])).toEqual([
      [1, 950, 0, 4],
      [2, 450, 10, 0],
      [3, 100, 0, 0],
    ]);
  });

  it('keeps the saved copy when the shop answers nothing', () => {
    expect(withCurrent(saved, [])).toEqual(saved);
  });
});
