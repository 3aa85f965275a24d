import type Stripe from 'stripe';
import type { PaymentEvent } from '../types';

/**
 * A verified Stripe event in the shop's words (lib/shop/orders/payments/payment-events.ts applies it), or
 * null for an event about anything but a Checkout Session's payment. Orders are found by number
 * and session id together, so an event about another session changes nothing.
 */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  if (!event.type.startsWith('checkout.session.')) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const orderNumber = session.client_reference_id ?? session.metadata?.order_number;
  if (!orderNumber) return null;
  const ref = { orderNumber, paymentRef: session.id };
  switch (event.type) {
    case 'checkout.session.completed':
      // Bank debits and transfers complete the session before the money arrives.
      return { kind: session.payment_status === 'unpaid' ? 'processing' : 'paid', ...ref };
    case 'checkout.session.async_payment_succeeded':
      return { kind: 'paid', ...ref };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { kind: 'expired', ...ref };
    default:
      return null;
  }
}
