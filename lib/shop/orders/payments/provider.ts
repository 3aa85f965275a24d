import type { OrderMailData } from '../order-mail';

export type ProviderName = 'stripe' | 'manual';

/** An order as a provider sees it: read from the database, priced by the server. */
export type PaymentOrder = OrderMailData & { holdUntil: Date };

/** Where to send the shopper to pay, and the provider's reference to recognise its events by. */
export type PaymentSession = { ref: string; url: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Opens a payment for the order; null when the shopper pays outside the shop (bank transfer). */
  start(order: PaymentOrder, origin: string): Promise<PaymentSession | null>;
  /**
   * Makes a payment that was started impossible before its order is cancelled. 'paid' when the
   * shopper paid meanwhile: then the order must not be cancelled, its payment event follows.
   */
  release(ref: string): Promise<'released' | 'paid'>;
}
