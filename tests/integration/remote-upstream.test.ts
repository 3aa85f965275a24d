import { remoteShop } from '@/lib/shop/data/backend';
import { shopBreaker } from '@/lib/shop/shop-server/current-breaker';
import { emptySelection } from '@/lib/shop/catalogue/listing/listing-url';
import { SORT_ORDERS } from '@/lib/shop/catalogue/listing/sort';
import { standInShop } from '../support/stand-in-shop';
import { expireAnswers } from '@/lib/shop/shop-server/answers';
import { CATALOGUE_TAG, productStockTags, productTalkTag } from '@/lib/shop/common/tags';

/**
 * What the remote shop asks the shop server (spec sections 7), counted on the stand-in: one
 * call per filter however it is sorted and paged, and what it keeps of odd answers.
 */

function setUp() {
  const upstream = standInShop();
  // Enough products for three pages of 14.
  for (let i = 0; i < 36; i++) {
    upstream.products.push({ ...upstream.products[0], id: 200 + i, product_name: `Stand-in Part ${i}`, price: String(100 + ((i * 37) % 90)), hot: false });
  }
  const shop = remoteShop('http://upstream.test', {
    fetch: (input, init) => upstream.handle(new Request(input, init)),
    breaker: shopBreaker(),
  });
  const callsTo = (path: string) => upstream.calls.filter((call) => call.path === path);
  return { upstream, shop, callsTo };
}

// The ZN8's parts: the stand-in's own two, its 36 copies, the part shared with the ZN6 and the universal one (40).
const ZN8_PARTS = 40;
const zn8 = { ...emptySelection(), vehicle: ['ZN8 GR86'] };
const query = { selection: zn8, sort: 'featured' as const, page: 1, pageSize: 14 };

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('the remote shop asks once per filter', () => {
  it('walks 5 sorts × 3 pages of one filter, with its count, on one /filterProduct call', async () => {
    const { shop, callsTo } = setUp();
    const seen = new Set<number>();
    for (const sort of SORT_ORDERS) {
      for (const page of [1, 2, 3]) {
        const listing = await shop.catalogue.filter({ ...query, sort, page });
        expect(listing).toMatchObject({ page, pageCount: 3, total: ZN8_PARTS });
        if (sort === 'price_ascending') listing.items.forEach((item) => seen.add(item.id));
      }
    }
    expect(seen.size).toBe(ZN8_PARTS);
    await expect(shop.catalogue.count(zn8)).resolves.toBe(ZN8_PARTS);
    // The same filter with its lists in another order is the same filter.
    await shop.catalogue.filter({ ...query, selection: { ...zn8, brand: [], productType: [] } });
    expect(callsTo('/filterProduct')).toHaveLength(1);

    await shop.catalogue.filter({ ...query, selection: { ...zn8, productType: ['Hood'] } });
    expect(callsTo('/filterProduct')).toHaveLength(2);
  });

  it('asks again once a tag of the kept answer expires, and only then', async () => {
    const { shop, callsTo } = setUp();
    const { items } = await shop.catalogue.filter(query);
    // A review's tag, and a product this filter does not show: the kept answer stays.
    expireAnswers([productTalkTag(items[0].id), 'product:999999']);
    await shop.catalogue.filter({ ...query, page: 2 });
    expect(callsTo('/filterProduct')).toHaveLength(1);
    // An order or a price change of a product it shows (as lib/shop/data/expire.ts sends it), then the catalogue.
    expireAnswers(productStockTags([items[0].id]));
    await shop.catalogue.filter(query);
    expect(callsTo('/filterProduct')).toHaveLength(2);
    expireAnswers([CATALOGUE_TAG]);
    await shop.catalogue.filter(query);
    expect(callsTo('/filterProduct')).toHaveLength(3);
  });

  it('shares one call between concurrent asks of the same filter (single flight)', async () => {
    const { shop, callsTo } = setUp();
    const pages = await Promise.all(SORT_ORDERS.flatMap((sort) => [1, 2, 3].map((page) => shop.catalogue.filter({ ...query, sort, page }))));
    expect(pages.every((listing) => listing.total === ZN8_PARTS)).toBe(true);
    expect(callsTo('/filterProduct')).toHaveLength(1);
  });

  it('pages garage sale and new arrivals from one call each', async () => {
    const { shop, callsTo } = setUp();
    for (const sort of SORT_ORDERS) {
      await shop.catalogue.garageSale({ ...query, selection: emptySelection(), sort });
      await shop.catalogue.newArrivals({ ...query, sort });
    }
    expect(callsTo('/yps_server/filterGarageProduct')).toHaveLength(1);
    expect(callsTo('/yps_server/latest_list_products')).toHaveLength(1);
  });
});

describe('the remote shop keeps what the spec allows', () => {
  it('shows orders whose id is a string and whose total is a number, without a link to a detail the contract lacks', async () => {
    const { shop, upstream } = setUp();
    upstream.orders.push({ id: 'R-1002', user: 501, date: '2026-03-06', status: 'Shipped', total: 'n/a' }, { id: '', user: 501, date: '', status: '', total: 1 });
    const orders = await shop.orders.accountOrders('501');
    expect(orders.map(({ number, total, linked }) => ({ number, total, linked }))).toEqual([
      { number: '9001', total: 1234.5, linked: false },
      { number: 'R-1001', total: 56, linked: false },
      { number: 'R-1002', total: 0, linked: false },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/order R-1002 field total "n\/a" is not a number/));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/dropped a malformed order: id /));
  });

  it('shows a product whose price is not a number at zero with no discount, and logs the field', async () => {
    const { shop, upstream } = setUp();
    // Suspension Parts take a 21 % discount: "abc" must not become a −21 % badge on $0.00.
    upstream.products.push({ ...upstream.products[3], id: 300, product_name: 'Upstream Broken Price Coilovers', price: 'abc' });
    const listing = await shop.catalogue.filter({ ...query, selection: { ...emptySelection(), productType: ['Suspension Parts'] } });
    expect(listing.items.find((item) => item.id === 300)).toMatchObject({ price: 0, originalPrice: null, discountPercent: 0 });
    expect(listing.items.find((item) => item.id === 104)).toMatchObject({ price: 1422, originalPrice: 1800, discountPercent: 21 });
    expect(warn).toHaveBeenCalledWith('remote shop: product 300 field price "abc" is not a number: shown as 0 with no discount');
  });

  it('drops a product without a usable id or name, naming the field', async () => {
    const { shop, upstream } = setUp();
    upstream.products.push({ ...upstream.products[0], id: 'X-1' as unknown as number, product_name: 'Bad Id' });
    const latest = await shop.catalogue.latest(100);
    expect(latest.some((item) => item.name === 'Bad Id')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/dropped a malformed product: id /));
  });

  it('gives saved lists today\'s price by name (get_product_name), bounded and cached', async () => {
    const { shop, upstream, callsTo } = setUp();
    // Ids seen in no answer yet cannot be looked up: the contract has no lookup by id.
    await expect(shop.catalogue.productsByIds([101, 104])).resolves.toEqual([]);
    await shop.catalogue.latest(100);
    const hood = upstream.products.find((p) => p.id === 101)!;
    hood.price = '1500';
    const current = await shop.catalogue.productsByIds([101, 104, 999]);
    expect(current.map((item) => [item.id, item.price, item.originalPrice])).toEqual([
      [101, 1200, 1500],
      [104, 1422, 1800],
    ]);
    expect(callsTo('/get_product_name').map((call) => call.body)).toEqual([{ id: 'Upstream ZN8 Carbon Hood' }, { id: 'Upstream GR86 Coilovers' }]);
    await shop.catalogue.productsByIds([101, 104]);
    expect(callsTo('/get_product_name')).toHaveLength(2);

    // At most 24 names are looked up for one list.
    await shop.catalogue.productsByIds(Array.from({ length: 36 }, (_, i) => 200 + i));
    expect(callsTo('/get_product_name')).toHaveLength(2 + 24);
  });
});
