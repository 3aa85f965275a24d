import Stripe from 'stripe';
import type { PaymentProvider } from './provider';
import { checkoutSessionParams } from './stripe-session';

/** A Stripe client for STRIPE_API_BASE (Stripe's own API unless a test points it elsewhere). */
export function stripeClient(secretKey: string, apiBase: string): Stripe {
  const base = new URL(apiBase);
  return new Stripe(secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'https:' ? 443 : 80),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async start(order, origin) {
      // The order number as idempotency key: a retried request cannot open a second session.
      const session = await stripe.checkout.sessions.create(checkoutSessionParams(order, origin), { idempotencyKey: `checkout-${order.number}` });
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
      return { ref: session.id, url: session.url };
    },
    async release(ref) {
      let session = await stripe.checkout.sessions.retrieve(ref);
      if (session.status === 'open') {
        try {
          session = await stripe.checkout.sessions.expire(ref);
        } catch (error) {
          // Another instance's sweep, or the shopper, got there first: the session's state decides.
          session = await stripe.checkout.sessions.retrieve(ref);
          if (session.status === 'open') throw error;
        }
      }
      return session.status === 'complete' ? 'paid' : 'released';
    },
  };
}
