'use client';
import { useTranslations } from '#intl';
import { cartShippingEstimate } from '@/lib/pricing/shipping';

/** The slowest line decides when the whole order ships (spec 000 §9). */
export function ShippingEstimateText({ texts, className }: { texts: readonly string[]; className?: string }) {
  const t = useTranslations('cart.shipping');
  const estimate = cartShippingEstimate(texts);
  return <p className={className}>{estimate.unit === 'default' ? t('default') : t(estimate.unit, { count: estimate.max })}</p>;
}
