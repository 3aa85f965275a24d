import { http } from 'msw';
import { emptySelection } from '@/lib/shop/catalogue/listing/listing-url';
import { encodePartSlug } from '@/lib/shop/catalogue/slug';
import type { CatalogueShop } from '@/lib/shop/catalogue/contract';
import type { SearchShop } from '@/lib/shop/search/contract';
import { bothShops, listing, UPSTREAM } from './both-shops';

const { server, shops, remote, resetStandIn, callsTo, localShopRows } = bothShops();

describe.each(shops)('the %s shop\'s catalogue', (_name, make) => {
  let shop: CatalogueShop;
  let searching: SearchShop;
  beforeAll(() => {
    resetStandIn();
    ({ catalogue: shop, search: searching } = make());
  });

  it('lists latest, hot, filtered, garage-sale and new-arrival products with shopper prices', async () => {
    const latest = await shop.latest(3);
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.length).toBeLessThanOrEqual(3);
    for (const product of latest) expect(product).toMatchObject({ id: expect.any(Number), name: expect.any(String), price: expect.any(Number), images: expect.any(Array) });
    expect((await shop.hot()).length).toBeGreaterThan(0);

    const page = await shop.filter(listing);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page).toMatchObject({ page: 1, total: expect.any(Number), pageCount: expect.any(Number) });
    const garage = await shop.garageSale(listing);
    expect(garage.items.every((p) => p.garageSale)).toBe(true);
    expect((await shop.newArrivals(listing)).items.length).toBeGreaterThan(0);
  });

  it('counts a listing as its pages do, for landing tiles', async () => {
    const selection = { ...emptySelection(), vehicle: ['ZN8 GR86'] };
    expect(await shop.count(selection)).toBe((await shop.filter({ ...listing, selection })).total);
    expect(await shop.count(emptySelection(), 'garage')).toBe((await shop.garageSale(listing)).total);
  });

  it('searches by a word of a product name', async () => {
    const [first] = await shop.latest(1);
    const word = first.name.split(' ').find((w) => w.length > 3)!;
    const found = await searching.search(word);
    expect(found.some((p) => p.id === first.id)).toBe(true);
  });

  it('finds a product by its slug, by the encoded name (any case) and not by an unknown one', async () => {
    const [first] = await shop.latest(1);
    expect((await shop.productBySlug(first.slug))?.id).toBe(first.id);
    expect((await shop.productBySlug(encodePartSlug(first.name).toUpperCase()))?.id).toBe(first.id);
    await expect(shop.productBySlug('no-such-part-anywhere')).resolves.toBeNull();
  });

  it('gives today\'s cards of products a listing showed, by id', async () => {
    const latest = await shop.latest(3);
    const cards = await shop.productsByIds(latest.map((p) => p.id));
    expect(cards.map((p) => p.id).sort()).toEqual(latest.map((p) => p.id).sort());
  });

  it('lists sitemap products that open as product pages', async () => {
    const entries = await shop.sitemapProducts(5);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(5);
    expect(await shop.productBySlug(entries[0].slug)).not.toBeNull();
  });
});

describe('the remote catalogue speaks spec section 7', () => {
  const shop = () => remote({ deadlineMs: 300 }).catalogue;
  beforeEach(() => resetStandIn());

  it('sends /get_product_name the decoded name (spec 001 decoding rules)', async () => {
    const wing = await shop().productBySlug('upstream-mk5-supra-wing_gloss');
    expect(wing?.name).toBe('Upstream MK5 Supra Wing - Gloss');
    const lip = await shop().productBySlug(encodeURIComponent('upstream-camry-lip-2~piece'));
    expect(lip?.name).toBe('Upstream Camry Lip 2/Piece');
    expect(callsTo('/get_product_name').map((call) => call.body)).toEqual([{ id: 'upstream mk5 supra wing - gloss' }, { id: 'upstream camry lip 2/piece' }]);
    // Links it builds decode back to the same name.
    expect(await shop().productBySlug(wing!.slug)).toMatchObject({ id: wing!.id });
  });

  it('sends the garage sale and new arrivals calls', async () => {
    await shop().garageSale({ ...listing, selection: { ...emptySelection(), vehicle: ['ZN8 GR86'] } });
    expect(callsTo('/yps_server/filterGarageProduct')[0].body).toMatchObject({ car_model: ['ZN8 GR86'], label: [] });
    const arrivals = await shop().newArrivals({ ...listing, selection: { ...emptySelection(), vehicle: ['8th Gen Camry'] } });
    expect(callsTo('/yps_server/latest_list_products')[0].body).toEqual({ car_model: ['8th Gen Camry'] });
    // The Camry's lip, and the part that fits every vehicle.
    expect(arrivals.items.map((p) => p.id)).toEqual([103, 107]);
  });

  it('drops and logs a malformed item', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(`${UPSTREAM}/latest_products`, () => Response.json([{ id: 1, product_name: 'Fine', price: '10' }, { junk: true }])));
    expect((await shop().latest()).map((p) => p.name)).toEqual(['Fine']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed product'));
    warn.mockRestore();
  });

  it('maps a failing answer to an upstream error and no answer in time to a timeout', async () => {
    server.use(http.get(`${UPSTREAM}/hot_products`, () => new Response('down', { status: 500 })));
    await expect(shop().hot()).rejects.toMatchObject({ name: 'UpstreamError', status: 500, timedOut: false });
    server.use(http.get(`${UPSTREAM}/hot_products`, () => new Promise<Response>(() => {})));
    await expect(shop().hot()).rejects.toMatchObject({ name: 'UpstreamError', timedOut: true });
    await expect(remote({}, 'http://127.0.0.1:9').catalogue.hot()).rejects.toMatchObject({ name: 'UpstreamError', timedOut: false });
  });

  it('writes no catalogue row locally', async () => {
    await expect(localShopRows()).resolves.toBe(0);
  });
});
