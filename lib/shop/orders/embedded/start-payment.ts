import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/db/open';
import { orders } from '@/lib/db/schema';
import type { PaymentProvider } from '@/lib/shop/orders/payments/provider';
import { ORDER_STATUS } from '../status';
import { paymentOrder, type StoredOrder } from './stored-order';

/**
 * The provider's payment page for an unpaid order, opened once and remembered on the order
 * (its reference is how the provider's events find the order). Null when the order is not
 * waiting for payment or the provider takes payment outside the shop.
 */
export async function startPayment(database: Database, provider: PaymentProvider, order: StoredOrder, origin: string): Promise<string | null> {
  if (order.status !== ORDER_STATUS.pendingPayment || order.provider !== provider.name) return null;
  if (order.paymentUrl) return order.paymentUrl;
  const session = await provider.start(await paymentOrder(database, order), origin);
  if (!session) return null;
  const [saved] = await database
    .update(orders)
    .set({ paymentRef: session.ref, paymentUrl: session.url })
    .where(and(eq(orders.id, order.id), isNull(orders.paymentRef)))
    .returning({ url: orders.paymentUrl });
  if (saved?.url) return saved.url;
  // Another request opened the payment first (the same session: the order number is its idempotency key).
  const [current] = await database.select({ url: orders.paymentUrl }).from(orders).where(eq(orders.id, order.id));
  return current?.url ?? null;
}
