import 'server-only';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/open';
import { addresses, orderLines, orders, products } from '@/lib/db/schema';
import { toSummary } from '@/lib/shop/embedded';
import type { CartTotals } from '@/lib/pricing/cart-totals';
import type { OrderRequest } from './order-request';
import { priceOrder, type OrderRefusal, type PricedOrderLine } from './price-order';
import { orderNumber } from './order-number';

/** Payment is taken elsewhere; an order waits in this status until a provider confirms it (docs/decisions.md). */
export const ORDER_STATUS_PENDING_PAYMENT = 'Pending payment';

export type PlacedOrder = { id: number; number: string; status: string; lines: PricedOrderLine[]; totals: CartTotals };
export type PlaceOrderResult = { ok: true; order: PlacedOrder } | { ok: false; refusal: OrderRefusal };

class OrderRefused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.reason);
    this.name = 'OrderRefused';
  }
}

const money = (amount: number) => amount.toFixed(2);

/**
 * Prices the order from the database, takes the stock and writes the order in one
 * transaction: two shoppers racing for the last unit cannot both get it, because the
 * decrement only happens while enough stock is left, and a refusal rolls everything back.
 */
export async function placeOrder(database: Database, request: OrderRequest, userId: number | null = null, now = new Date()): Promise<PlaceOrderResult> {
  try {
    const order = await database.transaction(async (tx) => {
      const ids = [...new Set(request.lines.map((line) => line.product_id))];
      const rows = await tx.select().from(products).where(inArray(products.id, ids));
      const priced = priceOrder(request, rows.map(toSummary));
      if (!priced.ok) throw new OrderRefused(priced.refusal);

      for (const [productId, quantity] of priced.order.reserve) {
        const taken = await tx
          .update(products)
          .set({ quantityLeft: sql`${products.quantityLeft} - ${quantity}` })
          .where(and(eq(products.id, productId), gte(products.quantityLeft, quantity)))
          .returning({ id: products.id });
        if (taken.length === 0) {
          const product = rows.find((row) => row.id === productId)!;
          throw new OrderRefused({ reason: 'out_of_stock', productId, productName: product.name, available: 0 });
        }
      }

      const { lines, totals } = priced.order;
      const [created] = await tx
        .insert(orders)
        .values({
          number: orderNumber(now),
          userId,
          email: request.contact.email,
          status: ORDER_STATUS_PENDING_PAYMENT,
          shippingAddress: {
            name: request.contact.name,
            phone: request.contact.phone,
            line1: request.address.line1,
            line2: request.address.line2,
            city: request.address.city,
            state: request.address.state,
            zip: request.address.zip,
            country: 'US',
          },
          subtotal: money(totals.subtotal),
          protection: money(totals.protection),
          deliveryFee: money(totals.deliveryFee),
          total: money(totals.total),
          currency: 'USD',
          createdAt: now,
        })
        .returning({ id: orders.id, number: orders.number, status: orders.status });
      await tx.insert(orderLines).values(
        lines.map((line) => ({
          orderId: created.id,
          productId: line.productId,
          productName: line.productName,
          sku: line.sku,
          quantity: line.quantity,
          unitPrice: money(line.unitPrice),
          originalUnitPrice: money(line.originalUnitPrice),
          discountPercent: line.discountPercent,
          isDeposit: line.isDeposit,
          lineTotal: money(line.lineTotal),
        })),
      );
      if (userId !== null) await rememberAddress(tx, userId, request);
      return { ...created, lines, totals };
    });
    return { ok: true, order };
  } catch (error) {
    if (error instanceof OrderRefused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** A signed-in shopper's shipping address is kept for the account page; the first becomes the default. */
async function rememberAddress(tx: Database, userId: number, request: OrderRequest): Promise<void> {
  const address = {
    name: request.contact.name,
    phone: request.contact.phone,
    line1: request.address.line1,
    line2: request.address.line2,
    city: request.address.city,
    state: request.address.state,
    zip: request.address.zip,
  };
  const saved = await tx.select().from(addresses).where(eq(addresses.userId, userId));
  const known = saved.some((row) => (Object.keys(address) as (keyof typeof address)[]).every((key) => row[key] === address[key]));
  if (!known) await tx.insert(addresses).values({ ...address, userId, country: 'US', isDefault: saved.length === 0 });
}
