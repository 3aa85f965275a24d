import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/open';
import { orderLines, orders } from '@/lib/db/schema';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/routing';
import type { PaymentOrder } from '@/lib/shop/orders/payments/provider';

export type StoredOrder = typeof orders.$inferSelect;

/** An order and its lines as mails and payment providers read them. */
export async function paymentOrder(database: Database, order: StoredOrder): Promise<PaymentOrder> {
  const lines = await database.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return {
    number: order.number,
    email: order.email,
    name: order.shippingAddress.name ?? '',
    locale: isLocale(order.locale) ? order.locale : DEFAULT_LOCALE,
    lines: lines.map((line) => ({ name: line.productName, quantity: line.quantity, isDeposit: line.isDeposit, lineTotal: Number(line.lineTotal) })),
    totals: { subtotal: Number(order.subtotal), protection: Number(order.protection), deliveryFee: Number(order.deliveryFee), total: Number(order.total) },
    holdUntil: order.holdUntil ?? order.createdAt,
  };
}

export async function findOrder(database: Database, number: string): Promise<StoredOrder | null> {
  const [row] = await database.select().from(orders).where(eq(orders.number, number)).limit(1);
  return row ?? null;
}
