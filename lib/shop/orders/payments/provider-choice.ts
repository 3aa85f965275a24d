import { config } from '@/lib/runtime/config';
import { manualProvider } from './manual';
import type { PaymentProvider } from './provider';
import { stripeClient, stripeProvider } from './stripe';

const holder = globalThis as typeof globalThis & { __paymentProvider?: { key: string; provider: PaymentProvider } };

/** Stripe when STRIPE_SECRET_KEY is set, else manual bank transfer. */
export function paymentProvider(): PaymentProvider {
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = config();
  if (!STRIPE_SECRET_KEY) return manualProvider;
  const key = `${STRIPE_SECRET_KEY}\u0000${STRIPE_API_BASE}`;
  if (holder.__paymentProvider?.key !== key) holder.__paymentProvider = { key, provider: stripeProvider(stripeClient(STRIPE_SECRET_KEY, STRIPE_API_BASE)) };
  return holder.__paymentProvider.provider;
}

export type { PaymentProvider, PaymentOrder, PaymentSession, ProviderName } from './provider';
