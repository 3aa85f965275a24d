import { apiError, handle } from '@/lib/api/respond';
import { config } from '@/lib/runtime/config';
import { stripeClient } from '@/lib/shop/orders/server';
import { paymentEventOf } from '@/lib/shop/orders/server';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';
import { expireProducts } from '@/lib/shop/data/expire';

// A Checkout Session event is a few kilobytes; Stripe's events stay well under this.
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Stripe's events about Checkout Sessions. The signature is checked on the raw body with
 * STRIPE_WEBHOOK_SECRET (Stripe's `constructEvent`, which also refuses old timestamps); any
 * failure answers 400 and changes nothing.
 */
export const POST = handle(async (request) => {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE } = config();
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return apiError(request, 404, 'not_found');
  const signature = request.headers.get('stripe-signature');
  if (!signature) return apiError(request, 400, 'invalid_signature');
  const payload = await request.text();
  let event;
  try {
    event = stripeClient(STRIPE_SECRET_KEY, STRIPE_API_BASE).webhooks.constructEvent(payload, signature, STRIPE_WEBHOOK_SECRET);
  } catch {
    return apiError(request, 400, 'invalid_signature');
  }
  const paymentEvent = paymentEventOf(event);
  const transition = paymentEvent && (await backend().orders.applyPaymentEvent(paymentEvent));
  // A cancelled order gave its stock back.
  if (transition) expireProducts(transition.productIds);
  return Response.json({ received: true });
  // Stripe calls from its servers: its signature, not the browser's origin, proves where this comes from.
}, { sameOrigin: false, maxBody: WEBHOOK_BODY_LIMIT });

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
