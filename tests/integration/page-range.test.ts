import { withTestDatabase } from './helpers/test-db';
import { pageRangeOf } from '@/lib/shop/serving/page-range';
import { backend } from '@/lib/shop/data/backend';
import { PAGE_SIZE } from '@/lib/shop/catalogue/listing/sort';
import { emptySelection } from '@/lib/shop/catalogue/listing/listing-url';

withTestDatabase();

const range = (address: string) => pageRangeOf(new URL(address, 'http://shop.test'));

describe('pageRangeOf: what a listing or search address says of its page before it renders', () => {
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
    expect(await range(address)).toEqual({ kind: 'not-found', locale });
  });

  it.each([
    ['/store/products?page=0', '/store/products'],
    ['/store/products?page=-2&sort=ascending', '/store/products?sort=ascending'],
    ['/ja/store/products?productTypes=Hood&page=2.5', '/ja/store/products?productTypes=Hood'],
    ['/search?query=hood&page=x', '/search?query=hood'],
    ['/new-arrivals?page=', '/new-arrivals'],
  ])('%s is no page number: sent to %s', async (address, to) => {
    expect(await range(address)).toEqual({ kind: 'redirect', to });
  });

  it('leaves every page that exists to its render, and pages of the cached set to theirs', async () => {
    const pages = Math.ceil((await backend().catalogue.count(emptySelection())) / PAGE_SIZE);
    expect(pages).toBeGreaterThan(2);
    for (const address of ['/store/products', '/store/products?page=1', `/store/products?brands=Enkei&productTypes=Hood&page=${1}`, '/search?query=hood', '/faqs?page=500', '/store/product/some-part?page=9'])
      expect(await range(address)).toBeNull();
    // Past the cached set's pages a listing renders per request: the edge answers for it.
    expect(await range(`/store/products?brands=Enkei&brands=FR1&page=${pages}`)).toEqual({ kind: 'not-found', locale: 'en' });
    // Page 2 of the bare listing is in the cached set: its own render answers 404 when it must.
    expect(await range('/store/products?page=2')).toBeNull();
  });
});
