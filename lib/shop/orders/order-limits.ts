import { isSpecialOrder } from '@/lib/shop/cart';

/**
 * Limits that keep one order from holding what other shoppers need: at most this many units of
 * an in-stock product per order (a special order is made for the buyer and holds no stock), and
 * a total the order tables can store with room to spare.
 */
export const MAX_IN_STOCK_UNITS = 10;
export const MAX_ORDER_TOTAL = 1_000_000;

/** The highest price the order could carry per unit, before discounts, plus the paid extras. */
const EXTRAS_FACTOR = 1.05;
const EXTRAS_FIXED = 10;

type Line = { product_id: number; quantity: number };
type Product = { id: number; price: number; originalPrice: number | null; quantityLeft: number };

export type OrderLimitProblem = { reason: 'too_many_units'; productId: number; max: number } | { reason: 'total_too_large' };

/** The first limit an order request breaks, or null. Unknown products are the pricing's concern. */
export function orderLimitProblem(lines: readonly Line[], catalogue: readonly Product[]): OrderLimitProblem | null {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const units = new Map<number, number>();
  let ceiling = EXTRAS_FIXED;
  for (const line of lines) {
    const product = byId.get(line.product_id);
    if (!product) continue;
    units.set(product.id, (units.get(product.id) ?? 0) + line.quantity);
    ceiling += Math.max(product.price, product.originalPrice ?? 0) * line.quantity * EXTRAS_FACTOR;
  }
  for (const [productId, quantity] of units) {
    if (!isSpecialOrder(byId.get(productId)!.quantityLeft) && quantity > MAX_IN_STOCK_UNITS) return { reason: 'too_many_units', productId, max: MAX_IN_STOCK_UNITS };
  }
  return ceiling > MAX_ORDER_TOTAL ? { reason: 'total_too_large' } : null;
}
