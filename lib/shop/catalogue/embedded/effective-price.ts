/**
 * The stored shown price (products.effective_price) is derived from the discount rules in
 * lib/pricing through lib/shop/cart/shown-price, never re-implemented in SQL, so there is one source of
 * truth. Every write of a price or a discount input goes through `withEffectivePrice`; rows that
 * predate the column are filled by `backfillEffectivePrices` when the database opens.
 */
import { isNull, sql } from 'drizzle-orm';
import { priceOf } from '@/lib/shop/cart';
import type { Database } from '../../../db/database';
import { products } from '../../../db/schema';

type PriceInputs = Pick<typeof products.$inferInsert, 'price' | 'vehicles' | 'productType' | 'fitPosition' | 'performancePart'>;

export function effectivePriceOf(row: PriceInputs): string {
  return priceOf({
    price: Number(row.price),
    vehicles: row.vehicles ?? [],
    productType: row.productType,
    fitPosition: row.fitPosition ?? '',
    performancePart: row.performancePart ?? false,
  }).price.toFixed(2);
}

export function withEffectivePrice<T extends PriceInputs>(row: T): T & { effectivePrice: string } {
  return { ...row, effectivePrice: effectivePriceOf(row) };
}

/** Two parameters a row: well under PostgreSQL's 65535 bind parameters. */
const BATCH = 5000;

/** Fills effective_price where it is missing; returns how many rows it wrote. */
export async function backfillEffectivePrices(database: Database): Promise<number> {
  let written = 0;
  for (;;) {
    const rows = await database
      .select({
        id: products.id,
        price: products.price,
        vehicles: products.vehicles,
        productType: products.productType,
        fitPosition: products.fitPosition,
        performancePart: products.performancePart,
      })
      .from(products)
      .where(isNull(products.effectivePrice))
      .limit(BATCH);
    if (rows.length === 0) return written;
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::int, ${effectivePriceOf(row)}::numeric)`),
      sql`, `,
    );
    await database.execute(
      sql`update ${products} set effective_price = v.price from (values ${values}) as v(id, price) where ${products.id} = v.id`,
    );
    written += rows.length;
  }
}
