import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/open';
import { orders } from '@/lib/db/schema';
import { queueMail } from '@/lib/mail/queue';
import { orderReceivedMail, type PaymentStep } from './order-mail';
import type { PaymentProvider } from '@/lib/shop/orders/payments/provider';
import { holdMinutes, holdUntil } from './hold';
import { payLink } from './pay-link';
import { ORDER_STATUS } from './status';
import { paymentOrder, type StoredOrder } from './embedded/stored-order';

export type ApproveOptions = { holdMinutes?: number; origin: string; bankDetails: string[] | null };

/**
 * The team approves an order over the pre-approval limit: it now waits for payment with a
 * fresh hold, and the shopper gets the order mail again with how to pay, in one transaction.
 */
export async function approveOrder(database: Database, provider: PaymentProvider, number: string, options: ApproveOptions, now = new Date()): Promise<StoredOrder | null> {
  return database.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.pendingPayment, provider: provider.name, holdUntil: holdUntil(now, holdMinutes(provider.name, options.holdMinutes)) })
      .where(and(eq(orders.number, number), eq(orders.status, ORDER_STATUS.awaitingApproval)))
      .returning();
    if (!order) return null;
    const step: PaymentStep = provider.name === 'stripe' ? { kind: 'link', url: payLink(options.origin, number) } : { kind: 'bank', details: options.bankDetails };
    await queueMail(tx, orderReceivedMail(await paymentOrder(tx, order), step));
    return order;
  });
}
