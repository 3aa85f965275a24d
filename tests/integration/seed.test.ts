import { asc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '@/lib/db/open';
import { answers, products, questions, reactions, relatedProducts, reviews } from '@/lib/db/schema';
import { seedCatalogue, seedIfEmpty } from '@/lib/shop/catalogue/demo/seed';
import { buildCatalogue } from '@/lib/shop/catalogue/demo/catalogue';
import { DISCOUNT_BANDS } from '@/lib/shop/catalogue/demo/bands';
import { VEHICLES } from '@/lib/shop/catalogue/vehicles';
import { BRANDS, CATEGORIES, MAKE_MATERIALS, PRODUCT_TYPES, WHEEL_SIZES } from '@/lib/shop/catalogue/filters';
import { CARBON_FIBER_TYPES } from '@/lib/shop/catalogue/navigation';
import { productSlug } from '@/lib/shop/catalogue/slug';
import { priceOf } from '@/lib/shop/cart/shown-price';

jest.setTimeout(120_000);

const SUSPENSION_TILES = ['Coilovers / Springs', 'Arms / Links', 'Air Suspensions', 'Shocks', 'STRUT TOWER / POWER BRACES', 'Sway bars', 'Accessories'];
const LINES = ['Toyota Corolla', 'Toyota Camry', 'Toyota GR86', 'Toyota Supra'];

let db: Database;
let rows: (typeof products.$inferSelect)[];

beforeAll(async () => {
  db = await openDatabase({ memory: true });
  const result = await seedIfEmpty(db);
  expect(result?.products).toBeGreaterThanOrEqual(150);
  rows = await db.select().from(products).orderBy(asc(products.id));
});

/** openDatabase closes on process exit; jest needs the handles closed before that. */
const close = async (database: Database) =>
  (database as unknown as { $client?: { close?: () => Promise<void> } }).$client?.close?.();

afterAll(() => close(db));

const distinct = <T>(values: T[]) => new Set(values);

describe('seeded catalogue', () => {
  it('has a realistic base size with unique, canonical slugs', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.length).toBeLessThanOrEqual(260);
    expect(distinct(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const r of rows) expect(r.slug).toBe(productSlug(r.name));
  });

  it('covers every vehicle, product type, category, material, brand and wheel size', () => {
    expect(distinct(rows.map((r) => r.vehicles[0]))).toEqual(distinct(VEHICLES.map((v) => v.slug)));
    expect(distinct(rows.map((r) => r.productType))).toEqual(distinct([...PRODUCT_TYPES]));
    for (const c of CATEGORIES) expect(rows.some((r) => r.category === c)).toBe(true);
    for (const m of MAKE_MATERIALS) expect(rows.some((r) => r.makeMaterial === m)).toBe(true);
    for (const b of BRANDS) expect(rows.some((r) => r.productType === 'Wheels' && r.brand === b)).toBe(true);
    for (const s of WHEEL_SIZES) expect(rows.some((r) => r.productType === 'Wheels' && r.wheelSize === s)).toBe(true);
    for (const t of CARBON_FIBER_TYPES) expect(rows.some((r) => r.productType === t && r.makeMaterial === 'Carbon Fiber')).toBe(true);
    for (const line of LINES) expect(rows.some((r) => r.carBrand === line)).toBe(true);
  });

  it('has parts that fit two generations, own vehicle first', () => {
    const shared = rows.filter((r) => r.vehicles.length > 1);
    expect(shared.length).toBeGreaterThanOrEqual(10);
    for (const pair of [['zn8', 'zn6'], ['zn6', 'zn8'], ['12th-gen-corolla', '11th-gen-corolla'], ['gen-8-camry', 'gen-7-camry']]) {
      expect(shared.some((r) => r.vehicles.join() === pair.join())).toBe(true);
    }
    for (const r of shared) expect(new Set(r.vehicles).size).toBe(r.vehicles.length);
  });

  it('has exhaust for every vehicle, every suspension tile and performance parts with categories', () => {
    for (const v of VEHICLES) expect(rows.some((r) => r.vehicles[0] === v.slug && r.productType === 'Exhaust')).toBe(true);
    for (const tile of SUSPENSION_TILES) {
      expect(rows.some((r) => r.productType === 'Suspension Parts' && r.subCategory === tile)).toBe(true);
    }
    const perf = rows.filter((r) => r.productType === 'Performance Parts');
    expect(perf.length).toBeGreaterThan(10);
    for (const p of perf) {
      expect(p.performancePart).toBe(true);
      expect(p.subCategory).toBeTruthy();
      expect(p.finalSubCategory).toBeTruthy();
    }
    for (const cat of ['Intake System', 'Cooling', 'Brake Upgrades', 'Turbo', 'Engines', 'Drivetrain', 'Electronics']) {
      expect(rows.some((r) => r.performancePart && r.subCategory === cat)).toBe(true);
    }
  });

  it('has special-order, out-of-stock, low-stock, garage-sale, hot and new items', () => {
    expect(rows.filter((r) => r.quantityLeft === -1).length).toBeGreaterThan(5);
    expect(rows.some((r) => r.quantityLeft === 0)).toBe(true);
    expect(rows.some((r) => r.quantityLeft >= 1 && r.quantityLeft <= 8)).toBe(true);
    expect(rows.some((r) => r.quantityLeft > 8)).toBe(true);
    const garage = rows.filter((r) => r.garageSale);
    expect(garage.length).toBeGreaterThanOrEqual(6);
    expect(distinct(garage.map((r) => r.vehicles[0])).size).toBeGreaterThanOrEqual(4);
    for (const line of LINES) expect(rows.filter((r) => r.hot && r.carBrand === line).length).toBeGreaterThanOrEqual(3);
    const newest = Math.max(...rows.map((r) => r.createdAt.getTime()));
    expect(rows.filter((r) => newest - r.createdAt.getTime() < 30 * 24 * 3600 * 1000).length).toBeGreaterThan(10);
  });

  it('references generated images and carries HTML descriptions', () => {
    for (const r of rows) {
      expect(r.images.length).toBeGreaterThanOrEqual(2);
      expect(r.images.length).toBeLessThanOrEqual(4);
      for (const image of r.images) expect(image).toMatch(/^\/products\/[a-z0-9-]+-\d\.webp$/);
      expect(r.descriptionHtml).toMatch(/^<p>/);
      expect(r.featuresHtml).toMatch(/^<ul><li>/);
      expect(r.fitmentHtml).toContain('<strong>Fits:</strong>');
      expect(r.sku).toMatch(/^YPS-[A-Z0-9]+-[A-Z]+-\d{3}$/);
    }
    expect(rows.some((r) => r.video)).toBe(true);
  });

  it('hits every discount band on both sides of each threshold', () => {
    for (const band of DISCOUNT_BANDS) {
      band.prices.forEach((price, i) => {
        const match = rows.find(
          (r) => r.vehicles[0] === band.vehicle && r.productType === band.productType && Number(r.price) === price && !r.garageSale,
        );
        expect({ rule: band.rule, price, found: !!match }).toEqual({ rule: band.rule, price, found: true });
        const percent = priceOf({
          price,
          vehicles: match!.vehicles,
          productType: match!.productType,
          fitPosition: match!.fitPosition,
          performancePart: match!.performancePart,
        }).discountPercent;
        expect({ rule: band.rule, price, percent }).toEqual({ rule: band.rule, price, percent: band.percents[i] });
      });
    }
  });

  it('links 4-6 related products of the same vehicle and has reviews and answered questions', async () => {
    const related = await db
      .select({ productId: relatedProducts.productId, count: sql<number>`count(*)::int` })
      .from(relatedProducts)
      .groupBy(relatedProducts.productId);
    expect(related.length).toBe(rows.length);
    for (const r of related) expect(r.count).toBeGreaterThanOrEqual(4);
    for (const r of related) expect(r.count).toBeLessThanOrEqual(6);
    const target = alias(products, 'target');
    const [mismatched] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(relatedProducts)
      .innerJoin(products, eq(products.id, relatedProducts.productId))
      .innerJoin(target, eq(target.id, relatedProducts.relatedId))
      .where(or(ne(sql`${products.vehicles}[1]`, sql`${target.vehicles}[1]`), eq(products.id, target.id), eq(target.garageSale, true)));
    expect(mismatched.n).toBe(0);

    const perProduct = await db
      .select({ productId: products.id, count: sql<number>`count(${reviews.id})::int` })
      .from(products)
      .leftJoin(reviews, eq(reviews.productId, products.id))
      .groupBy(products.id);
    const counts = perProduct.map((p) => p.count);
    expect(counts.filter((c) => c === 0).length).toBeGreaterThan(10);
    expect(counts.filter((c) => c === 1).length).toBeGreaterThan(10);
    expect(counts.filter((c) => c >= 5).length).toBeGreaterThan(5);

    const allReviews = await db.select().from(reviews);
    expect(distinct(allReviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(allReviews.some((r) => r.verified)).toBe(true);
    expect(allReviews.some((r) => !r.verified)).toBe(true);
    expect(allReviews.some((r) => r.likes > 0 && r.dislikes > 0)).toBe(true);

    const [likes] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reactions)
      .where(sql`${reactions.itemKind} = 'review' and ${reactions.value} = 1`);
    expect(likes.n).toBe(allReviews.reduce((sum, r) => sum + r.likes, 0));

    const [q] = await db.select({ n: sql<number>`count(*)::int` }).from(questions);
    const [a] = await db.select({ n: sql<number>`count(*)::int` }).from(answers);
    expect(q.n).toBeGreaterThan(10);
    expect(a.n).toBeGreaterThan(5);
    expect(a.n).toBeLessThanOrEqual(q.n);
  });

  it('does nothing when products already exist', async () => {
    expect(await seedIfEmpty(db)).toBeNull();
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(n).toBe(rows.length);
  });

  it('is deterministic across seeds, and --reset replaces the catalogue', async () => {
    const again = await seedCatalogue(db, { reset: true });
    expect(again.products).toBe(rows.length);
    const reseeded = await db.select().from(products).orderBy(asc(products.id));
    const pick = (list: typeof rows) => list.slice(0, 40).map((r) => [r.id, r.name, r.price, r.sku, r.quantityLeft, r.createdAt.toISOString()]);
    expect(pick(reseeded)).toEqual(pick(rows));
  });
});

describe('large catalogues', () => {
  it('builds N products with unique slugs whose first products match the base catalogue', () => {
    const base = buildCatalogue();
    const big = buildCatalogue(5000);
    expect(big).toHaveLength(5000);
    expect(distinct(big.map((p) => p.slug)).size).toBe(5000);
    for (const p of big) expect(p.slug).toBe(productSlug(p.name));
    expect(big.slice(0, base.length).map((p) => [p.name, p.price])).toEqual(base.map((p) => [p.name, p.price]));
    expect(buildCatalogue(5000).map((p) => p.price)).toEqual(big.map((p) => p.price));
  });

  it('seeds 2000 products into a database', async () => {
    const big = await openDatabase({ memory: true });
    const result = await seedCatalogue(big, { products: 2000 });
    expect(result.products).toBe(2000);
    const [{ n }] = await big.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(n).toBe(2000);
    await close(big);
  });
});
