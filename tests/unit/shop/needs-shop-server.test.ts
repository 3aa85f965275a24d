import { needsShopServer } from '@/lib/shop/serving/needs-shop-server';

describe('needsShopServer', () => {
  it.each<[string, boolean]>([
    ['/search?query=hood', true],
    ['/es/search?query=capo', true],
    ['/ja/account', true],
    ['/account/orders/', true],
    ['/store/products?carModels=ZN8+GR86&makeMaterials=Carbon+Fiber&sort=price_ascending&page=11', true],
    ['/es/garage-sale/store?carModels=ZN8+GR86&makeMaterials=Carbon+Fiber&sort=price_descending&page=9', true],
    // Served from the page cache, stale while the shop server is down.
    ['/', false],
    ['/ja', false],
    ['/store/product/upstream-zn8-carbon-hood', false],
    ['/es/store/products', false],
    ['/store/products?carModels=ZN8%20GR86', false],
    ['/faqs', false],
    ['/account/login', false],
  ])('%s: %s', (address, expected) => {
    const { pathname, searchParams } = new URL(address, 'http://shop.test');
    expect(needsShopServer(pathname, searchParams)).toBe(expected);
  });
});
