import type { Database } from '@/lib/db/open';
import { cancelOrder, markPaid, markProcessing, type Transition } from '@/lib/shop/orders/embedded/transitions';
import type { PaymentEvent } from '../types';

/**
 * Applies a provider's payment event to its order. Every change is conditional on the order's
 * current status, so a replayed event changes nothing.
 */
export async function applyPaymentEvent(database: Database, event: PaymentEvent): Promise<Transition> {
  const ref = { number: event.orderNumber, paymentRef: event.paymentRef };
  switch (event.kind) {
    case 'paid':
      return markPaid(database, ref);
    case 'processing':
      return markProcessing(database, ref);
    case 'expired':
      return cancelOrder(database, ref, 'expired');
  }
}
