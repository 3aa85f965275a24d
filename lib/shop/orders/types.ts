/** `linked: false` where the shop has no order detail to link to (the remote contract has none). */
export type OrderRow = { id: number | string; number: string; date: string; status: string; total: number; linked?: boolean };

export type OrderDetail = {
  number: string;
  date: string;
  status: string;
  subtotal: number;
  protection: number;
  deliveryFee: number;
  total: number;
  shippingAddress: Record<string, string>;
  lines: { id: number; name: string; sku: string; quantity: number; unitPrice: number; isDeposit: boolean; lineTotal: number }[];
};

/**
 * What a payment provider reported about an order's payment, in the shop's own words; each
 * provider translates its events at its edge (lib/shop/orders/payments/stripe-events.ts).
 * `paid`: the money arrived; `processing`: the shopper paid by a method that settles later;
 * `expired`: the payment failed or was never made, so the order is cancelled.
 */
export type PaymentEvent = { kind: 'paid' | 'processing' | 'expired'; orderNumber: string; paymentRef: string };
