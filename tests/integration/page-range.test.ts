import { withTestDatabase } from './helpers/test-db';
import { pageNumberRedirect, pastLastPage } from '@/lib/shop/serving/page-range';
import { shopPages } from '@/lib/shop/serving/shop-pages';
import { backend } from '@/lib/shop/data/backend';
import { PAGE_SIZE } from '@/lib/shop/catalogue/listing/sort';
import { emptySelection } from '@/lib/shop/catalogue/listing/listing-url';

withTestDatabase();

const pastLast = (address: string) => shopPages.pastLastPage(new URL(address, 'http://shop.test'));
const redirect = (address: string) => {
  const url = new URL(address, 'http://shop.test');
  return pageNumberRedirect(url.pathname, url.searchParams);
};

describe('pastLastPage: a listing or search address past its last page, counted before it renders', () => {
  it.each([
    ['/store/products?page=500', 'en'],
    ['/store/products?productTypes=Exhaust&page=500', 'en'],
    ['/es/store/products?productTypes=Exhaust&page=99', 'es'],
    ['/ja/store/products?page=500', 'ja'],
    ['/store/products?page=999999999999999999999', 'en'],
    ['/garage-sale/store?page=500', 'en'],
    ['/new-arrivals?page=500', 'en'],
    ['/search?query=hood&page=500', 'en'],
    ['/es/search?query=hood&page=500', 'es'],
    ['/store/products/zn8?carModels=ZN8+GR86&productTypes=Hood&brands=Enkei&page=40', 'en'],
  ])('%s is past the last page: not found in %s', async (address, locale) => {
    expect(await pastLast(address)).toBe(locale);
  });

  it('leaves every page that exists to its render, and pages of the cached set to theirs', async () => {
    const pages = Math.ceil((await backend().catalogue.count(emptySelection())) / PAGE_SIZE);
    expect(pages).toBeGreaterThan(2);
    for (const address of ['/store/products', '/store/products?page=1', '/store/products?brands=Enkei&productTypes=Hood&page=1', '/search?query=hood', '/faqs?page=500', '/store/product/some-part?page=9', '/store/products?page=x'])
      expect(await pastLast(address)).toBeNull();
    // Past the cached set's pages a listing renders per request: the edge answers for it.
    expect(await pastLast(`/store/products?brands=Enkei&brands=FR1&page=${pages}`)).toBe('en');
    // Page 2 of the bare listing is in the cached set: its own render answers 404 when it must.
    expect(await pastLast('/store/products?page=2')).toBeNull();
  });

  it('asks the counter it is given, and only for a page number past 1', async () => {
    const asked: string[] = [];
    const counter = {
      count: async () => (asked.push('count'), 2 * PAGE_SIZE),
      newArrivalsPages: async () => (asked.push('new'), 1),
      searchResults: async () => (asked.push('search'), []),
    };
    expect(await pastLastPage(new URL('http://shop.test/store/products?brands=Enkei&brands=FR1&page=2'), counter)).toBeNull();
    expect(await pastLastPage(new URL('http://shop.test/store/products?brands=Enkei&brands=FR1&page=4'), counter)).toBe('en');
    expect(await pastLastPage(new URL('http://shop.test/ja/new-arrivals?page=12'), counter)).toBe('ja');
    expect(await pastLastPage(new URL('http://shop.test/search?query=x&page=2'), counter)).toBe('en');
    expect(await pastLastPage(new URL('http://shop.test/store/products?brands=Enkei&brands=FR1&page=1'), counter)).toBeNull();
    expect(asked).toEqual(['count', 'count', 'new', 'search']);
  });
});

describe('pageNumberRedirect: a page number that is no page goes to the address without it', () => {
  it.each([
    ['/store/products?page=0', '/store/products'],
    ['/store/products?page=-2&sort=ascending', '/store/products?sort=ascending'],
    ['/ja/store/products?productTypes=Hood&page=2.5', '/ja/store/products?productTypes=Hood'],
    ['/search?query=hood&page=x', '/search?query=hood'],
    ['/new-arrivals?page=', '/new-arrivals'],
  ])('%s is sent to %s', (address, to) => {
    expect(redirect(address)).toBe(to);
  });

  it.each(['/store/products?page=2', '/store/products', '/faqs?page=x', '/store/product/some-part?page=x'])('%s stays', (address) => {
    expect(redirect(address)).toBeNull();
  });
});
