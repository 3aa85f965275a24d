import type Stripe from 'stripe';
import type { Database } from '@/lib/db/open';
import { cancelOrder, markPaid, markProcessing, type Transition } from '@/lib/orders/transitions';

/**
 * Applies a verified Stripe event to its order. Orders are found by number and session id
 * together, so an event about another session changes nothing; every change is conditional on
 * the order's current status, so a replayed event changes nothing either.
 */
export async function applyStripeEvent(database: Database, event: Stripe.Event): Promise<Transition> {
  if (!event.type.startsWith('checkout.session.')) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const number = session.client_reference_id ?? session.metadata?.order_number;
  if (!number) return null;
  const ref = { number, paymentRef: session.id };
  switch (event.type) {
    case 'checkout.session.completed':
      // Bank debits and transfers complete the session before the money arrives.
      return session.payment_status === 'unpaid' ? markProcessing(database, ref) : markPaid(database, ref);
    case 'checkout.session.async_payment_succeeded':
      return markPaid(database, ref);
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return cancelOrder(database, ref, 'expired');
    default:
      return null;
  }
}
