import { shippingEstimate, type ShippingEstimate } from '@/lib/shop/cart';

/** Which `product.shipping` message to show and with what numbers; months carry the 'ETA Time' note. */
export type ShippingText = { key: 'default' | 'days' | 'daysRange' | 'weeks' | 'weeksRange' | 'months' | 'monthsRange'; min: number; max: number; eta: boolean };

export function shippingText(shipment: string | null | undefined): ShippingText {
  return estimateText(shippingEstimate(shipment));
}

/** The same words for an estimate made elsewhere (the cart's slowest line). */
export function estimateText(estimate: ShippingEstimate): ShippingText {
  if (estimate.unit === 'default') return { key: 'default', min: 1, max: 1, eta: false };
  const range = estimate.min !== estimate.max;
  return { key: range ? `${estimate.unit}Range` : estimate.unit, min: estimate.min, max: estimate.max, eta: estimate.eta };
}
