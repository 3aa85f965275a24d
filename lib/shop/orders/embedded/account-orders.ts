import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { orderLines, orders } from '@/lib/db/schema';
import type { OrderDetail, OrderRow } from '../types';

export type { OrderRow } from '../types';

/** A customer's orders, newest first: always looked up by the session's user, never by a parameter. */
export async function ordersOf(database: Database, userId: number, limit = 100): Promise<OrderRow[]> {
  const rows = await database
    .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt, status: orders.status, total: orders.total })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, number: row.number, date: row.createdAt.toISOString(), status: row.status, total: Number(row.total) }));
}

/** One order with its lines, only when it belongs to `userId`. */
export async function orderOf(database: Database, userId: number, number: string): Promise<OrderDetail | null> {
  const [order] = await database.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.number, number))).limit(1);
  if (!order) return null;
  const lines = await database.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  return {
    number: order.number,
    date: order.createdAt.toISOString(),
    status: order.status,
    subtotal: Number(order.subtotal),
    protection: Number(order.protection),
    deliveryFee: Number(order.deliveryFee),
    total: Number(order.total),
    shippingAddress: order.shippingAddress,
    lines: lines.map((line) => ({
      id: line.id,
      name: line.productName,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: Number(line.unitPrice),
      isDeposit: line.isDeposit,
      lineTotal: Number(line.lineTotal),
    })),
  };
}
