import { SORT_ORDERS } from '@/lib/catalog/sort';
import { LOCALES } from '@/lib/i18n/routing';
import { performanceVehicleHref } from '@/lib/listing/landing-links';
import { MAX_CACHED_PAGE, cachedFilterBound, cachedListingPath, cachedListingQuery, listingKey, listingQueryOfKey } from '@/lib/listing/cached-listing';

const target = (pathname: string, query: string) => cachedListingPath(pathname, new URLSearchParams(query), LOCALES, 'en');

describe('cachedListingQuery: the bounded set of listings served from the page cache', () => {
  it.each([
    ['/store/products', '', ''],
    ['/store/products', 'carModels=ZN8+GR86', 'carModels=ZN8+GR86'],
    // Parameters no listing reads, defaults, and repeated sort/page values (the first counts) leave the key.
    ['/store/products', 'utm_source=mail&carModels=ZN8+GR86&view=list&sort=featured&page=1', 'carModels=ZN8+GR86'],
    ['/store/products', 'page=02&sort=price_ascending&sort=descending&page=5', 'sort=price_ascending&page=2'],
    ['/store/products', 'sort=cheapest&page=abc', ''],
    ['/store/products', `page=${MAX_CACHED_PAGE}`, `page=${MAX_CACHED_PAGE}`],
    // A shop link's filter in any order, written in the fixed order.
    ['/store/products/zn8', 'productTypes=Hood&carModels=ZN8+GR86', 'carModels=ZN8+GR86&productTypes=Hood'],
    ['/store/products/carbon-fiber-parts/hood', 'makeMaterials=Carbon+Fiber&productTypes=Hood', 'makeMaterials=Carbon+Fiber&productTypes=Hood'],
    ['/store/products/suspension/zn8/coilovers-springs', 'carModels=ZN8+GR86&productTypes=Suspension+Parts&subCategories=Coilovers+%2F+Springs&sort=ascending', 'carModels=ZN8+GR86&productTypes=Suspension+Parts&subCategories=Coilovers+%2F+Springs&sort=ascending'],
    ['/garage-sale/store', 'carModels=MK4+Supra', 'carModels=MK4+Supra'],
    // New arrivals read the car model only.
    ['/new-arrivals', 'carModels=ZN8+GR86&productTypes=Hood', 'carModels=ZN8+GR86'],
  ])('%s?%s is cached as %j', (path, query, expected) => {
    expect(cachedListingQuery(path, new URLSearchParams(query))).toBe(expected);
  });

  it.each([
    ['/store/products', 'carModels=Nope', 'an unknown value'],
    ['/store/products', 'carModels=zn8+gr86', 'a value in another case'],
    ['/store/products', 'carModels=ZN8+GR86&carModels=ZN6+GR86', 'two drawer choices'],
    ['/store/products', 'carModels=ZN8+GR86&productTypes=Hood', 'two groups on the bare listing'],
    ['/store/products', `page=${MAX_CACHED_PAGE + 1}`, 'a deep page'],
    ['/store/products/zn8', '', 'a path without its link filter'],
    ['/store/products/zn8', 'carModels=ZN8+GR86&productTypes=Hood&brands=Enkei', 'a link filter plus a choice'],
    ['/store/products/zn8/anything', 'carModels=ZN8+GR86', 'a path the shop does not link to'],
    ['/search', 'query=hood', 'the search page'],
    ['/store/product/some-part', '', 'a product page'],
  ])('%s?%s is rendered per request (%s)', (path, query) => {
    expect(cachedListingQuery(path, new URLSearchParams(query))).toBeNull();
  });

  it('holds a bounded number of pages: shop links and one-value top-level listings, each sort, the first pages, every language', () => {
    const pages = cachedFilterBound() * SORT_ORDERS.length * MAX_CACHED_PAGE * LOCALES.length;
    expect(cachedFilterBound()).toBeGreaterThan(1000);
    expect(pages).toBeLessThan(250_000);
  });
});

describe('cachedListingPath: where middleware sends a listing', () => {
  it.each([
    ['/store/products', 'carModels=ZN8+GR86', `/en/by-query/${listingKey('carModels=ZN8+GR86')}/store/products`],
    ['/es/store/products', 'sort=ascending', `/es/by-query/${listingKey('sort=ascending')}/store/products`],
    ['/ja/store/products', '', '/ja/by-query/all/store/products'],
    // Slugs are read in lower case, so both spellings share one entry.
    ['/store/products/ZN8', 'carModels=ZN8+GR86', `/en/by-query/${listingKey('carModels=ZN8+GR86')}/store/products/zn8`],
    ['/ja/new-arrivals', 'carModels=ZN6+GR86', `/ja/by-query/${listingKey('carModels=ZN6+GR86')}/new-arrivals`],
    // The internal address asked for directly is not found.
    ['/by-query/all/store/products', '', '/en/by-query'],
    ['/es/by-query/all/garage-sale/store', '', '/es/by-query'],
    ['/store/products', 'carModels=Nope', null],
    ['/Store/Products', '', null],
    ['/cart', '', null],
  ])('%s?%s → %s', (pathname, query, expected) => {
    expect(target(pathname, query)).toBe(expected);
  });
});

describe('listingQueryOfKey: the cached page reads only keys middleware writes', () => {
  it('reads back what middleware wrote, repeated values included', () => {
    // The performance vehicle link: one car model and every performance category.
    const [path, query] = performanceVehicleHref('zn8').split('?');
    const canonical = cachedListingQuery(path, new URLSearchParams(query));
    expect(canonical).not.toBeNull();
    expect(listingQueryOfKey(path, listingKey(canonical!))).toEqual(Object.fromEntries([...new URLSearchParams(canonical!).keys()].map((key) => [key, new URLSearchParams(canonical!).getAll(key)])));
  });

  it.each([
    ['not base64', '%%%'],
    ['a query out of order', listingKey('sort=ascending&carModels=ZN8+GR86')],
    ['a query outside the set', listingKey('carModels=Nope')],
    ['the empty query spelled as base64', listingKey('') + 'A'],
    ['a broken UTF-8 sequence', '_w'],
  ])('refuses %s', (_, key) => {
    expect(listingQueryOfKey('/store/products', key)).toBeNull();
  });

  it('reads the bare listing key', () => {
    expect(listingQueryOfKey('/store/products', 'all')).toEqual({});
  });
});
