import { eq, inArray, sql } from 'drizzle-orm';
import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { POST as filter } from '@/app/api/products/filter/route';
import { POST as garageSale } from '@/app/api/garage-sale/filter/route';
import { backfillEffectivePrices, effectivePriceOf } from '@/lib/shop/catalogue/embedded/effective-price';
import { products } from '@/lib/db/schema';
import { SORT_ORDERS } from '@/lib/shop/catalogue/listing/sort';
import { sortProducts } from '@/lib/shop/catalogue/listing/sort-and-page';
import { priceOf } from '@/lib/shop/cart/shown-price';
import type { ListingPage, ProductSummary } from '@/lib/shop/catalogue';

const database = withTestDatabase();

type Handler = (request: Request, context: never) => Promise<Response>;
const listing = async (handler: Handler, body: unknown) => {
  const res = await handler(jsonRequest('/api/products/filter', body), undefined as never);
  expect(res.status).toBe(200);
  return (await res.json()) as ListingPage;
};

/** Every page of one listing, in order. */
async function allPages(handler: Handler, body: Record<string, unknown>): Promise<{ first: ListingPage; items: ProductSummary[] }> {
  const first = await listing(handler, { ...body, page: 1 });
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) items.push(...(await listing(handler, { ...body, page })).items);
  return { first, items };
}

describe('the stored shown price', () => {
  it('is the discounted price of every product', async () => {
    const rows = await (await database()).select().from(products);
    expect(rows.length).toBeGreaterThan(0);
    const discounted = rows.filter((row) => Number(row.effectivePrice) < Number(row.price));
    expect(discounted.length).toBeGreaterThan(0);
    for (const row of rows) {
      const shown = priceOf({ price: Number(row.price), vehicles: row.vehicles, productType: row.productType, fitPosition: row.fitPosition, performancePart: row.performancePart });
      expect({ id: row.id, effective: Number(row.effectivePrice) }).toEqual({ id: row.id, effective: shown.price });
    }
  });

  it('is filled in for rows written without it when the database opens', async () => {
    const db = await database();
    const ids = (await db.select({ id: products.id }).from(products).limit(5)).map((row) => row.id);
    await db.update(products).set({ effectivePrice: null }).where(inArray(products.id, ids));
    expect(await backfillEffectivePrices(db)).toBe(ids.length);
    const rows = await db.select().from(products).where(inArray(products.id, ids));
    for (const row of rows) expect(row.effectivePrice).toBe(effectivePriceOf(row));
    expect(await backfillEffectivePrices(db)).toBe(0);
  });

  it.each([
    ['price_ascending', (a: number, b: number) => a <= b],
    ['price_descending', (a: number, b: number) => a >= b],
  ] as const)('orders %s listings by the price on the card, across pages', async (sort, inOrder) => {
    const { items } = await allPages(filter, { sort });
    expect(items.length).toBeGreaterThan(14);
    // The catalogue has pairs that the list price and the shown price order differently.
    const listPrice = (p: ProductSummary) => p.originalPrice ?? p.price;
    expect(items.some((p, i) => i > 0 && !inOrder(listPrice(items[i - 1]), listPrice(p)))).toBe(true);
    for (let i = 1; i < items.length; i++) expect({ i, ok: inOrder(items[i - 1].price, items[i].price) }).toEqual({ i, ok: true });
  });
});

describe('listing pages at any depth', () => {
  it.each(SORT_ORDERS)('every page of the %s order lists each product once, the same as one sort of all', async (sort) => {
    const { first, items } = await allPages(filter, { sort });
    expect(items.length).toBe(first.total);
    expect(new Set(items.map((p) => p.id)).size).toBe(first.total);
    if (sort !== 'featured' && !sort.startsWith('price')) {
      const names = items.map((p) => p.name);
      expect(names).toEqual([...names].sort((a, b) => (sort === 'ascending' ? (a < b ? -1 : a > b ? 1 : 0) : a < b ? 1 : a > b ? -1 : 0)));
    }
    if (sort.startsWith('price')) expect(items.map((p) => p.price)).toEqual(sortProducts(items, sort).map((p) => p.price));
  });

  it('totals every filter the same as counting the products', async () => {
    const db = await database();
    const cases: [Record<string, string[]>, ReturnType<typeof sql>][] = [
      [{}, sql`not garage_sale`],
      [{ car_model: ['ZN8 GR86'] }, sql`not garage_sale and ('zn8' = any(vehicles) or vehicles = '{}')`],
      [{ car_model: ['ZN8 GR86', 'ZN6 GR86'] }, sql`not garage_sale and (vehicles && '{zn8,zn6}' or vehicles = '{}')`],
      [{ category: ['Hood'], make_material: ['Carbon Fiber'] }, sql`not garage_sale and product_type = 'Hood' and make_material = 'Carbon Fiber'`],
      [{ super_category: ['Exterior', 'Lighting'] }, sql`not garage_sale and category in ('Exterior', 'Lighting')`],
    ];
    for (const [body, where] of cases) {
      const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products).where(where);
      expect({ body, total: (await listing(filter, body)).total }).toEqual({ body, total: count });
    }
    const [{ garage }] = await db.select({ garage: sql<number>`count(*)::int` }).from(products).where(eq(products.garageSale, true));
    expect((await listing(garageSale, {})).total).toBe(garage);
  });

  it('an out-of-range page shows the last page', async () => {
    const first = await listing(filter, { sort: 'price_descending' });
    const beyond = await listing(filter, { sort: 'price_descending', page: first.pageCount + 5 });
    const last = await listing(filter, { sort: 'price_descending', page: first.pageCount });
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.items.map((p) => p.id)).toEqual(last.items.map((p) => p.id));
  });
});
