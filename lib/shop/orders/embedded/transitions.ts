import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/open';
import { orderLines, orders, products } from '@/lib/db/schema';
import { queueMail } from '@/lib/mail/queue';
import { orderCancelledMail, paymentReceivedMail } from '../order-mail';
import type { PaymentProvider } from '@/lib/shop/orders/payments/provider';
import { HELD_STATUSES, ORDER_STATUS, type OrderStatus } from '../status';
import { paymentOrder, type StoredOrder } from './stored-order';

/** Which order an event is about: its number, and the provider's reference when the event names one. */
export type OrderRef = { number: string; paymentRef?: string };

const matches = (ref: OrderRef) => and(eq(orders.number, ref.number), ref.paymentRef === undefined ? undefined : eq(orders.paymentRef, ref.paymentRef));

/** Products whose stock changed, so cached stock figures can be expired by the caller. */
export type Transition = { order: StoredOrder; productIds: number[] } | null;

/**
 * Pending (or processing) → Paid, and the payment mail, in one transaction. A repeated event
 * finds the order already paid and changes nothing, so nothing is mailed twice.
 */
export async function markPaid(database: Database, ref: OrderRef, now = new Date()): Promise<Transition> {
  return database.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.paid, paidAt: now })
      .where(and(matches(ref), inArray(orders.status, [ORDER_STATUS.pendingPayment, ORDER_STATUS.paymentProcessing])))
      .returning();
    if (!order) return null;
    await queueMail(tx, paymentReceivedMail(await paymentOrder(tx, order)));
    return { order, productIds: [] };
  });
}

/** A payment that settles later: the hold no longer applies, the order waits for the result. */
export async function markProcessing(database: Database, ref: OrderRef): Promise<Transition> {
  const [order] = await database
    .update(orders)
    .set({ status: ORDER_STATUS.paymentProcessing })
    .where(and(matches(ref), eq(orders.status, ORDER_STATUS.pendingPayment)))
    .returning();
  return order ? { order, productIds: [] } : null;
}

async function releaseStock(tx: Database, orderId: number): Promise<number[]> {
  const lines = await tx.select({ productId: orderLines.productId, quantity: orderLines.quantity, isDeposit: orderLines.isDeposit }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const taken = new Map<number, number>();
  // Deposits exist only on special-order items, whose stock (-1) is never taken.
  for (const line of lines) if (!line.isDeposit) taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
  const released: number[] = [];
  for (const [productId, quantity] of taken) {
    const rows = await tx
      .update(products)
      .set({ quantityLeft: sql`${products.quantityLeft} + ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.quantityLeft} >= 0`))
      .returning({ id: products.id });
    if (rows.length > 0) released.push(productId);
  }
  return released;
}

async function cancelLocked(tx: Database, order: StoredOrder, reason: 'expired' | 'cancelled', now: Date): Promise<Transition> {
  const [cancelled] = await tx.update(orders).set({ status: ORDER_STATUS.cancelled, cancelledAt: now }).where(eq(orders.id, order.id)).returning();
  const productIds = await releaseStock(tx, order.id);
  await queueMail(tx, orderCancelledMail(await paymentOrder(tx, cancelled), reason));
  return { order: cancelled, productIds };
}

/**
 * Cancels an order that is not paid, gives its stock back and mails the shopper, in one
 * transaction with the order row locked. Anything else (paid, already cancelled) is left alone.
 */
export async function cancelOrder(
  database: Database,
  ref: OrderRef,
  reason: 'expired' | 'cancelled',
  from: readonly OrderStatus[] = [...HELD_STATUSES, ORDER_STATUS.paymentProcessing],
  now = new Date(),
): Promise<Transition> {
  return database.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(and(matches(ref), inArray(orders.status, from))).for('update');
    return order ? cancelLocked(tx, order, reason, now) : null;
  });
}

const SWEEP_BATCH = 50;

/**
 * Cancels held orders whose time is up and releases their stock. A started payment is closed
 * at the provider first; one paid at the last moment is left for its payment event. The
 * cancelling itself is one transaction over rows locked with SKIP LOCKED, so instances running
 * the sweep at the same time share the work instead of cancelling an order twice.
 */
export async function sweepExpiredOrders(database: Database, provider: PaymentProvider, now = new Date()): Promise<NonNullable<Transition>[]> {
  const due = and(inArray(orders.status, [...HELD_STATUSES]), lt(orders.holdUntil, now));
  const candidates = await database.select({ id: orders.id, provider: orders.provider, paymentRef: orders.paymentRef }).from(orders).where(due).limit(SWEEP_BATCH);
  const releasable: number[] = [];
  for (const candidate of candidates) {
    if (!candidate.paymentRef || candidate.provider !== provider.name) {
      releasable.push(candidate.id);
      continue;
    }
    try {
      if ((await provider.release(candidate.paymentRef)) === 'released') releasable.push(candidate.id);
    } catch (error) {
      // The provider is unreachable: keep the hold and try again on the next sweep.
      console.error(`order sweep: could not close payment ${candidate.paymentRef}`, error);
    }
  }
  if (releasable.length === 0) return [];
  return database.transaction(async (tx) => {
    const locked = await tx.select().from(orders).where(and(due, inArray(orders.id, releasable))).for('update', { skipLocked: true });
    const done: NonNullable<Transition>[] = [];
    for (const order of locked) {
      const result = await cancelLocked(tx, order, 'expired', now);
      if (result) done.push(result);
    }
    return done;
  });
}
