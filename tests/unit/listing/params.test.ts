import { hrefWith, pageHref, paramsOutsideForm, parseListing, sortHref, toSearchParams } from '@/lib/shop/catalogue/listing/listing-url';

describe('parseListing', () => {
  it.each([
    [{}, 'featured', 1],
    [{ sort: 'price_ascending', page: '3' }, 'price_ascending', 3],
    [{ sort: ['descending', 'ascending'], page: ['2', '5'] }, 'descending', 2],
    [{ sort: 'cheapest', page: '0' }, 'featured', 1],
    [{ page: '-4' }, 'featured', 1],
    [{ page: '2.5' }, 'featured', 1],
    [{ page: 'abc' }, 'featured', 1],
  ])('%o → sort %s, page %i', (input, sort, page) => {
    const parsed = parseListing(input);
    expect(parsed.sort).toBe(sort);
    expect(parsed.page).toBe(page);
  });

  it('reads repeatable filters', () => {
    const parsed = parseListing({ carModels: ['ZN8 GR86', 'MK4 Supra'], productTypes: 'Hood' });
    expect(parsed.selection.vehicle).toEqual(['ZN8 GR86', 'MK4 Supra']);
    expect(parsed.selection.productType).toEqual(['Hood']);
    expect(parsed.selection.brand).toEqual([]);
  });
});

describe('listing URLs', () => {
  const params = toSearchParams({ carModels: ['ZN8 GR86', 'MK4 Supra'], page: '3', sort: 'ascending' });

  it.each([
    [1, '/store/products?carModels=ZN8+GR86&carModels=MK4+Supra&sort=ascending'],
    [2, '/store/products?carModels=ZN8+GR86&carModels=MK4+Supra&page=2&sort=ascending'],
  ])('page %i → %s', (page, href) => expect(pageHref('/store/products', params, page)).toBe(href));

  it('a new sort starts again at page 1', () => {
    expect(sortHref('/new-arrivals', params, 'price_descending')).toBe('/new-arrivals?carModels=ZN8+GR86&carModels=MK4+Supra&sort=price_descending');
  });

  it('leaves no dangling question mark', () => {
    expect(hrefWith('/search', new URLSearchParams())).toBe('/search');
    expect(pageHref('/search', toSearchParams({ page: '2' }), 1)).toBe('/search');
  });

  it('does not change the params it is given', () => {
    pageHref('/x', params, 5);
    expect(params.get('page')).toBe('3');
  });
});

describe('paramsOutsideForm', () => {
  it.each([
    ['query=hood&sort=price_ascending&page=3', [['query', 'hood']]],
    ['carModels=ZN8+GR86&subCategories=Turbo&page=2', [['subCategories', 'Turbo']]],
    ['sort=featured&carModels=A&carModels=B', []],
    ['', []],
  ])('%p keeps %j', (query, expected) => {
    expect(paramsOutsideForm(new URLSearchParams(query), ['vehicle'], { sort: true })).toEqual(expected);
  });
});
