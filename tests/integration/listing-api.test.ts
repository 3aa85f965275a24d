import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { POST as filter } from '@/app/api/products/filter/route';
import { POST as garageSale } from '@/app/api/garage-sale/filter/route';
import { POST as newArrivals } from '@/app/api/new-arrivals/route';
import { POST as search } from '@/app/api/search/route';
import { POST as current } from '@/app/api/products/current/route';
import { PAGE_SIZE } from '@/lib/shop/catalogue/listing/sort';
import { vehicleBySlug } from '@/lib/shop/catalogue/vehicles';
import type { ListingPage, ProductSummary } from '@/lib/shop/catalogue';

withTestDatabase();

type Handler = (request: Request, context: never) => Promise<Response>;
const call = (handler: Handler, path: string, body: unknown, headers: Record<string, string> = {}) =>
  handler(jsonRequest(path, body, { headers }), undefined as never);
const listing = async (handler: Handler, path: string, body: unknown) => {
  const res = await call(handler, path, body);
  expect(res.status).toBe(200);
  return (await res.json()) as ListingPage;
};

const LISTINGS: [string, string, Handler][] = [
  ['products filter', '/api/products/filter', filter],
  ['garage-sale filter', '/api/garage-sale/filter', garageSale],
  ['new arrivals', '/api/new-arrivals', newArrivals],
];

describe.each(LISTINGS)('%s', (_name, path, handler) => {
  it.each([
    ['not JSON', '{nope', 'invalid_json'],
    ['a list that is a string', { car_model: 'ZN8 GR86' }, 'invalid_input'],
    ['an unknown sort', { sort: 'cheapest' }, 'invalid_input'],
    ['page 0', { page: 0 }, 'invalid_input'],
    ['a fractional page', { page: 2.5 }, 'invalid_input'],
    ['a page that is not a number', { page: 'last' }, 'invalid_input'],
    ['a page beyond a safe integer', { page: 1e20 }, 'invalid_input'],
  ])('answers 400 JSON for %s', async (_case, body, code) => {
    const res = await call(handler, path, body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const json = await res.json();
    expect(json.error.code).toBe(code);
    expect(typeof json.error.message).toBe('string');
  });

  it('takes any page, however deep: a page past the last answers the last', async () => {
    const first = await listing(handler, path, {});
    for (const page of [10_001, 67_620]) {
      const deep = await listing(handler, path, { page });
      expect(deep.page).toBe(Math.max(1, first.pageCount));
      expect(deep.total).toBe(first.total);
    }
  });

  it('translates the error message', async () => {
    const en = await (await call(handler, path, '{nope')).json();
    const es = await (await call(handler, path, '{nope', { 'accept-language': 'es' })).json();
    expect(es.error.message).not.toBe(en.error.message);
  });

  it('pages by 14 and narrows by car model', async () => {
    const all = await listing(handler, path, {});
    expect(all.items.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(all.total).toBeGreaterThan(0);
    const [vehicle] = all.items[0].vehicles;
    const narrowed = await listing(handler, path, { car_model: [vehicleBySlug(vehicle)!.label] });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThanOrEqual(all.total);
    expect(narrowed.items.every((p) => p.vehicles.includes(vehicle))).toBe(true);
  });
});

describe('products filter', () => {
  it('filters by product type, material and sub category in the database', async () => {
    const hoods = await listing(filter, '/api/products/filter', { category: ['Hood'] });
    expect(hoods.total).toBeGreaterThan(0);
    expect(hoods.items.every((p) => p.productType === 'Hood')).toBe(true);

    const carbonHoods = await listing(filter, '/api/products/filter', { category: ['Hood'], make_material: ['Carbon Fiber'] });
    expect(carbonHoods.total).toBeGreaterThan(0);
    expect(carbonHoods.total).toBeLessThan(hoods.total);

    const coilovers = await listing(filter, '/api/products/filter', { category: ['Suspension Parts'], subcategory: ['Coilovers / Springs'] });
    expect(coilovers.total).toBeGreaterThan(0);
    expect(coilovers.items.every((p) => p.productType === 'Suspension Parts')).toBe(true);
  });

  it('reaches page 2 and sorts by price', async () => {
    const first = await listing(filter, '/api/products/filter', { sort: 'price_ascending' });
    const second = await listing(filter, '/api/products/filter', { sort: 'price_ascending', page: 2 });
    expect(first.pageCount).toBeGreaterThan(1);
    expect(second.page).toBe(2);
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(first.items.length + second.items.length);
  });

  it('an unknown car model matches nothing', async () => {
    expect((await listing(filter, '/api/products/filter', { car_model: ['Model T'] })).total).toBe(0);
  });

  it('never lists garage-sale items; the garage sale lists only them', async () => {
    const regular = await listing(filter, '/api/products/filter', { car_model: ['ZN8 GR86'] });
    const garage = await listing(garageSale, '/api/garage-sale/filter', { car_model: ['ZN8 GR86'] });
    expect(regular.items.some((p) => p.garageSale)).toBe(false);
    expect(garage.items.every((p) => p.garageSale)).toBe(true);
  });
});

describe('search', () => {
  const run = async (body: unknown) => {
    const res = await call(search, '/api/search', body);
    return { status: res.status, json: await res.json() };
  };

  it.each([
    ['an empty query', { query: '   ' }],
    ['no query', {}],
    ['a number', { query: 42 }],
    ['a too long query', { query: 'x'.repeat(201) }],
  ])('answers 400 for %s', async (_case, body) => {
    const { status, json } = await run(body);
    expect(status).toBe(400);
    expect(json.error.code).toBe('invalid_input');
  });

  it('finds exhausts despite a typo ("exhuast")', async () => {
    const { status, json } = await run({ query: 'exhuast' });
    expect(status).toBe(200);
    expect(json.products.length).toBeGreaterThan(0);
    expect(json.products[0].productType).toBe('Exhaust');
  });

  it.each([
    ['exhuast supra', 'Exhaust', 'supra'],
    ['carbn fibr hood', 'Hood', 'carbon'],
  ])('corrects a typo beside words it knows (%p)', async (query, productType, inName) => {
    const { status, json } = await run({ query });
    expect(status).toBe(200);
    const products = json.products as ProductSummary[];
    expect(products.length).toBeGreaterThan(0);
    expect(products[0].productType).toBe(productType);
    expect(products[0].name.toLowerCase()).toContain(inName);
  });

  it('matches words in any order and narrows by car model', async () => {
    const a = (await run({ query: 'carbon hood' })).json.products as ProductSummary[];
    const b = (await run({ query: 'hood carbon' })).json.products as ProductSummary[];
    expect(a.length).toBeGreaterThan(0);
    expect(b.map((p) => p.id).sort()).toEqual(a.map((p) => p.id).sort());
    const narrowed = (await run({ query: 'hood', car_model: 'ZN8 GR86' })).json.products as ProductSummary[];
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((p) => p.vehicles.includes('zn8'))).toBe(true);
  });

  it.each([
    ['マフラー', 'exhaust'],
    ['escape', 'exhaust'],
    ['capó', 'hood'],
    ['カーボン', 'carbon'],
    ['fibra de carbono', 'carbon fiber'],
    ['escpae', 'exhaust'],
  ])('finds for %p what its English equivalent %p finds', async (translated, english) => {
    const ids = async (query: string) => ((await run({ query })).json.products as ProductSummary[]).map((p) => p.id).sort();
    const expected = await ids(english);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids(translated)).toEqual(expected);
  });

  it('no longer takes capó for mirror caps', async () => {
    const found = (await run({ query: 'capó' })).json.products as ProductSummary[];
    expect(found.some((p) => p.productType === 'Mirror Caps')).toBe(false);
  });

  it('honours the limit', async () => {
    expect((await run({ query: 'kit', limit: 3 })).json.products.length).toBeLessThanOrEqual(3);
  });
});

describe('current products', () => {
  it('answers today’s price and stock of saved ids, unknown ids left out', async () => {
    const { items } = await listing(filter, '/api/products/filter', {});
    const [a, b] = items;
    const res = await call(current, '/api/products/current', { ids: [b.id, a.id, a.id, 999_999] });
    expect(res.status).toBe(200);
    const { products } = (await res.json()) as { products: ProductSummary[] };
    expect(products.map((p) => [p.id, p.price, p.quantityLeft]).sort()).toEqual([a, b].map((p) => [p.id, p.price, p.quantityLeft]).sort());
  });

  it.each([[{}], [{ ids: [] }], [{ ids: ['1'] }], [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }]])('answers 400 for %j', async (body) => {
    const res = await call(current, '/api/products/current', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_input');
  });
});
