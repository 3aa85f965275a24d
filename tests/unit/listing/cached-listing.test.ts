import { SORT_ORDERS } from '@/lib/shop/catalogue/listing/sort';
import { LOCALES } from '@/lib/i18n/routing';
import { performanceVehicleHref } from '@/lib/shop/catalogue/listing/landing-links';
import { shopListingLinks } from '@/lib/shop/catalogue/listing/shop-listing-links';
import { cachedListingPath, listingKey, listingQueryOfKey } from '@/lib/shop/catalogue/listing/cached-listing';
import { MAX_CACHED_PAGE, cachedFilterBound, cachedListingQuery } from '@/lib/shop/catalogue/listing/cached-set';

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

describe('listingKey: one short, stable path segment per cached query', () => {
  const id = (filter: string) => listingKey(filter);

  it.each([
    ['', 'all'],
    ['sort=ascending', 'all-ascending'],
    ['page=3', 'all-3'],
    ['sort=price_descending&page=10', 'all-price_descending-10'],
  ])('%j → %s', (query, key) => {
    expect(listingKey(query)).toBe(key);
  });

  it('names a filter by 16 hex digits of its hash, then its sort and page', () => {
    expect(id('carModels=ZN8+GR86')).toMatch(/^[0-9a-f]{16}$/);
    expect(listingKey('carModels=ZN8+GR86&sort=descending&page=2')).toBe(`${id('carModels=ZN8+GR86')}-descending-2`);
    expect(id('carModels=ZN8+GR86')).not.toBe(id('carModels=ZN6+GR86'));
  });

  // Pinned: an entry written before a deploy keeps its key as long as its filter is the same.
  it('is stable across builds', () => {
    expect(listingKey('carModels=ZN8+GR86')).toBe('8d33bb5a2eea9888');
  });
});

describe('every cached listing fits any file system', () => {
  const links = shopListingLinks().map((href) => {
    const [path, query = ''] = href.split('?');
    return { path, canonical: cachedListingQuery(path, new URLSearchParams(query)) };
  });
  const longest = links.reduce((a, b) => ((b.canonical ?? '').length > (a.canonical ?? '').length ? b : a));
  const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

  it('the longest menu-linked listing, sorted and paged, is one the query in base64 could not store', () => {
    expect(longest.canonical).not.toBeNull();
    expect(bytes(Buffer.from(`${longest.canonical}&sort=price_descending&page=10`).toString('base64url'))).toBeGreaterThan(255);
  });

  it.each(SORT_ORDERS.map((sort) => [sort]))('the longest menu-linked listing, sorted %s, page 10: a short key that reads back', (sort) => {
    const search = new URLSearchParams(longest.canonical!);
    search.set('sort', sort);
    search.set('page', String(MAX_CACHED_PAGE));
    for (const locale of LOCALES) {
      const address = cachedListingPath(`/${locale}${longest.path}`, search, LOCALES, 'en')!;
      const key = address.split('/')[3];
      expect(bytes(key)).toBeLessThanOrEqual(36);
      for (const segment of address.split('/')) expect(bytes(segment)).toBeLessThanOrEqual(255);
      const read = listingQueryOfKey(longest.path, key);
      expect(read?.sort).toEqual(sort === 'featured' ? undefined : [sort]);
      expect(read?.page).toEqual([String(MAX_CACHED_PAGE)]);
    }
  });

  it('every shop link with every sort and page 10 has a key of at most 36 bytes that reads back to its query', () => {
    for (const { path, canonical } of links) {
      expect(canonical).not.toBeNull();
      for (const sort of SORT_ORDERS) {
        const search = new URLSearchParams(canonical!);
        search.set('sort', sort);
        search.set('page', String(MAX_CACHED_PAGE));
        const query = cachedListingQuery(path, search)!;
        const key = listingKey(query);
        expect(bytes(key)).toBeLessThanOrEqual(36);
        expect(new URLSearchParams(Object.entries(listingQueryOfKey(path, key)!).flatMap(([name, values]) => [values].flat().map((value) => [name, value!]))).toString()).toBe(query);
      }
    }
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

  const zn8 = listingKey('carModels=ZN8+GR86');
  it.each([
    ['garbage', '%%%'],
    ['the old base64 key', Buffer.from('carModels=ZN8+GR86').toString('base64url')],
    ['a filter outside the set', listingKey('carModels=Nope')],
    ['a filter of another listing', listingKey('carModels=ZN8+GR86&productTypes=Hood')],
    ['the default sort spelled out', 'all-featured'],
    ['page 1 spelled out', 'all-1'],
    ['a page with a leading zero', 'all-02'],
    ['a deep page', `all-${MAX_CACHED_PAGE + 1}`],
    ['page before sort', 'all-2-ascending'],
    ['two sorts', 'all-ascending-descending'],
    ['an unknown sort', 'all-cheapest'],
    ['a trailing separator', `${zn8}-`],
    ['an upper-case id', zn8.toUpperCase()],
    ['a part too many', `${zn8}-ascending-2-2`],
  ])('refuses %s', (_, key) => {
    expect(listingQueryOfKey('/store/products', key)).toBeNull();
  });

  it.each([
    ['all', {}],
    ['all-ascending-2', { sort: ['ascending'], page: ['2'] }],
    [`${zn8}-price_ascending`, { carModels: ['ZN8 GR86'], sort: ['price_ascending'] }],
  ])('reads %s', (key, expected) => {
    expect(listingQueryOfKey('/store/products', key)).toEqual(expected);
  });
});
