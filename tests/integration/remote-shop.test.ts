import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { remoteShop } from '@/lib/shop/data/backend';
import { emptySelection } from '@/lib/shop/catalogue/listing/listing-url';
import { vehiclesOf } from '@/lib/shop/catalogue/remote';

const UPSTREAM = 'http://upstream.test';

const product = (over: Record<string, unknown> = {}) => ({
  id: 7,
  product_name: 'ZN8 GR86 Carbon Fiber Hood',
  price: '1000.00',
  images: ['https://img.test/hood.jpg'],
  quantity_left: 4,
  car_model: 'ZN8 GR86',
  fit_position: 'Exterior',
  category: 'Hood',
  performance_part: 0,
  car_brand: 'Toyota GR86',
  ...over,
});

const received: { path: string; body: unknown }[] = [];
const server = setupServer(
  http.post(`${UPSTREAM}/yps_server/product_search`, async ({ request }) => {
    received.push({ path: 'search', body: await request.json() });
    return HttpResponse.json([
      product(),
      product({ id: 8, product_name: 'MK5 Supra Hood', car_model: 'MK5 Supra' }),
      product({ id: 9, product_name: 'GR86 Shared Hood', car_model: ['ZN6 GR86', 'zn8'] }),
      product({ id: 10, product_name: 'Universal Hood Pins', car_model: '' }),
      { junk: true },
    ]);
  }),
  http.get(`${UPSTREAM}/latest_products`, () => HttpResponse.json([product()])),
  http.get(`${UPSTREAM}/hot_products`, () => HttpResponse.json({ not: 'a list' })),
  http.post(`${UPSTREAM}/filterProduct`, async ({ request }) => {
    received.push({ path: 'filter', body: await request.json() });
    return HttpResponse.json({ product: Array.from({ length: 20 }, (_, i) => product({ id: i + 1, product_name: `Part ${String(i).padStart(2, '0')}` })) });
  }),
  http.post(`${UPSTREAM}/yps_server/filterGarageProduct`, () => new HttpResponse('down', { status: 503 })),
  http.post(`${UPSTREAM}/yps_server/latest_list_products`, () =>
    HttpResponse.json([product(), product({ id: 9, product_name: 'Camry Lip', car_model: '8th Gen Camry' })]),
  ),
  http.post(`${UPSTREAM}/get_product_name`, async ({ request }) => {
    const { id } = (await request.json()) as { id: string };
    if (id !== 'zn8 gr86 carbon fiber hood') return HttpResponse.json([]);
    return HttpResponse.json([
      {
        ...product(),
        description: '<p>Light</p>',
        related_products: [product({ id: 7 }), product({ id: 11, product_name: 'ZN8 Lip' })],
        reviews: [{ id: 1, name: 'Ann', email: 'ann@x.test', rating: 5, title: 'Great', experience: 'Fits', like: 2, dislike: 0, isVerified: 1 }],
        questions: [{ id: 3, name: 'Bo', email: 'bo@x.test', question: 'Fits 2023?', answers: [{ response: 'Yes' }] }],
      },
    ]);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());

const shop = remoteShop(UPSTREAM);
const query = { selection: emptySelection(), sort: 'featured' as const, page: 1, pageSize: 14 };

describe("a shop server's car_model", () => {
  it.each([
    ['ZN8 GR86', ['zn8']],
    ['zn8', ['zn8']],
    ['ZN6 GR86, MK5 Supra', ['zn6', 'mk5-gr-supra']],
    [['ZN6 GR86', 'zn6', 'zn8'], ['zn6', 'zn8']],
    ['', []],
    [null, []],
    [undefined, []],
    ['Lexus IS300', ['Lexus IS300']],
  ] as const)('%j → %j', (carModel, vehicles) => {
    expect(vehiclesOf(carModel as string | string[] | null | undefined)).toEqual(vehicles);
  });
});

describe('remote shop', () => {
  it('searches with the upstream payload, drops malformed products and filters by car model', async () => {
    const results = await shop.search.search('hood', { carModel: 'zn8' });
    expect(received[0]).toEqual({ path: 'search', body: { query: 'hood', car_model: 'zn8' } });
    // The parts that fit the ZN8 among several vehicles, and a part that fits every vehicle, stay.
    expect(results.map((p) => p.name)).toEqual(['ZN8 GR86 Carbon Fiber Hood', 'GR86 Shared Hood', 'Universal Hood Pins']);
    expect(results.map((p) => p.vehicles)).toEqual([['zn8'], ['zn6', 'zn8'], []]);
  });

  it('prices upstream products with the automatic discount', async () => {
    const [hood] = await shop.catalogue.latest();
    expect(hood).toMatchObject({ price: 800, originalPrice: 1000, discountPercent: 20, vehicles: ['zn8'], slug: 'zn8-gr86-carbon-fiber-hood' });
  });

  it('treats an answer that is not a list as no products', async () => {
    await expect(shop.catalogue.hot()).resolves.toEqual([]);
  });

  it('sends the filter lists and pages the answer 14 at a time', async () => {
    const page = await shop.catalogue.filter({ ...query, selection: { ...emptySelection(), vehicle: ['ZN8 GR86'] }, page: 2 });
    expect((received[0].body as { car_model: string[] }).car_model).toEqual(['ZN8 GR86']);
    expect(page).toMatchObject({ total: 20, page: 2, pageCount: 2 });
    expect(page.items).toHaveLength(6);
  });

  it('raises an upstream error on a non-OK answer', async () => {
    await expect(shop.catalogue.garageSale(query)).rejects.toMatchObject({ name: 'UpstreamError', status: 503 });
  });

  it('keeps new arrivals of the requested models only', async () => {
    const page = await shop.catalogue.newArrivals({ ...query, selection: { ...emptySelection(), vehicle: ['8th Gen Camry'] } });
    expect(page.items.map((p) => p.id)).toEqual([9]);
  });

  it('reads a product with related items (itself excluded), reviews without e-mails and answers', async () => {
    const detail = await shop.catalogue.productBySlug('zn8-gr86-carbon-fiber-hood');
    expect(detail?.related.map((p) => p.id)).toEqual([11]);
    expect(detail?.reviewStats).toMatchObject({ totalReviews: 1, averageRating: 5 });
    expect(JSON.stringify(detail)).not.toContain('ann@x.test');
    expect(detail?.questions[0].answers[0].response).toBe('Yes');
    await expect(shop.catalogue.productBySlug('nothing')).resolves.toBeNull();
  });
});
