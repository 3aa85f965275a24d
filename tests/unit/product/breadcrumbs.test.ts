import { productBreadcrumbs } from '@/lib/shop/catalogue/product-breadcrumbs';

const product = { name: 'GR86 Carbon Hood', vehicles: ['zn8', 'zn6'], carBrand: 'Toyota GR86', productType: 'Hood' };

describe('productBreadcrumbs', () => {
  it.each([
    ['/store/product/gr86-carbon-hood', ['home', 'ZN8 GR86', 'Hood', 'GR86 Carbon Hood']],
    ['/es/store/product/gr86-carbon-hood', ['home', 'ZN8 GR86', 'Hood', 'GR86 Carbon Hood']],
    ['/new-arrivals/gr86-carbon-hood', ['home', 'new-arrivals', 'GR86 Carbon Hood']],
    ['/ja/hot-deals/toyota/gr86-carbon-hood', ['home', 'hot-deals', 'Toyota', 'GR86 Carbon Hood']],
    ['/related/gr86-carbon-hood', ['home', 'related', 'GR86 Carbon Hood']],
    ['/store/products/123/hot-deals/42/gr86-carbon-hood', ['home', 'hot-deals', 'GR86 Carbon Hood']],
  ])('%s', (path, labels) => {
    expect(productBreadcrumbs(path, product).map((crumb) => crumb.label)).toEqual(labels);
  });

  it('shows car model and category as text under store/product, the product as the current page', () => {
    const crumbs = productBreadcrumbs('/store/product/gr86-carbon-hood', product);
    expect(crumbs[0]).toMatchObject({ labelKey: 'home', href: '/' });
    expect(crumbs[1]).toMatchObject({ label: 'ZN8 GR86', catalogue: true });
    expect(crumbs[1].href).toBeUndefined();
    expect(crumbs[2]).toMatchObject({ label: 'Hood', catalogue: true });
    expect(crumbs[2].href).toBeUndefined();
    expect(crumbs[3]).toMatchObject({ current: true });
    expect(crumbs[3].back).toBeUndefined();
  });

  it('makes the last path segment go back in history and names known routes by message key', () => {
    const crumbs = productBreadcrumbs('/hot-deals/toyota/gr86-carbon-hood', product);
    expect(crumbs[1]).toMatchObject({ labelKey: 'hotDeals', href: '/#hot-deals' });
    expect(crumbs.at(-1)).toMatchObject({ back: true, label: 'GR86 Carbon Hood' });
  });

  it('falls back to the car brand for an unknown vehicle and skips an empty category', () => {
    expect(productBreadcrumbs('/store/product/x', { ...product, vehicles: ['unknown'], productType: '' }).map((c) => c.label)).toEqual([
      'home',
      'Toyota GR86',
      'GR86 Carbon Hood',
    ]);
  });
});
