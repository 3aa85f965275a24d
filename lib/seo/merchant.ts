import type { MerchantReturnPolicy, OfferShippingDetails } from 'schema-dts';
import { US_STATE_CODES } from '@/lib/shop/orders';
import { shippingEstimate } from '@/lib/shop/cart';

/**
 * Merchant-listing facts from the shop's policy (docs/decisions.md, "Policy copy"): free
 * shipping to the contiguous 48 states and DC, Canada and Puerto Rico; orders processed within
 * 1-2 business days; returns within 30 days, return postage paid by the buyer, no restocking
 * fee; garage-sale items as is, refund requests within 24 hours.
 */
const NON_CONTIGUOUS = new Set(['AK', 'HI']);
export const CONTIGUOUS_REGIONS = US_STATE_CODES.filter((code) => !NON_CONTIGUOUS.has(code));
const FREE_SHIPPING_COUNTRIES = ['US', 'CA', 'PR'] as const;
export const HANDLING_DAYS = { min: 1, max: 2 } as const;
export const RETURN_DAYS = 30;
export const GARAGE_SALE_RETURN_DAYS = 1;

const DAYS_PER_UNIT = { days: 1, weeks: 7, months: 30 } as const;

/** Days in transit from the product's shipment text ("Ships in 2-3 weeks"); unreadable text is the 1-day default the page shows. */
export function transitDays(shipment: string | null | undefined): { min: number; max: number } {
  const estimate = shippingEstimate(shipment);
  if (estimate.unit === 'default') return { min: 1, max: 1 };
  const perUnit = DAYS_PER_UNIT[estimate.unit];
  return { min: estimate.min * perUnit, max: estimate.max * perUnit };
}

const days = (range: { min: number; max: number }) => ({ '@type': 'QuantitativeValue' as const, minValue: range.min, maxValue: range.max, unitCode: 'DAY' });

export function shippingDetails(shipment: string | null | undefined): OfferShippingDetails[] {
  const transit = transitDays(shipment);
  return FREE_SHIPPING_COUNTRIES.map((country) => ({
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'USD' },
    shippingDestination: {
      '@type': 'DefinedRegion',
      addressCountry: country,
      ...(country === 'US' ? { addressRegion: CONTIGUOUS_REGIONS } : {}),
    },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(HANDLING_DAYS), transitTime: days(transit) },
  }));
}

export function returnPolicy(garageSale: boolean): MerchantReturnPolicy {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'US',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: garageSale ? GARAGE_SALE_RETURN_DAYS : RETURN_DAYS,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
  };
}
