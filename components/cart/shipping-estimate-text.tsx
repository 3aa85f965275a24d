'use client';
import { useTranslations } from '#intl';
import { cartShippingEstimate } from '@/lib/shop/cart';
import { estimateText } from '@/lib/shop/catalogue';

/** The slowest line decides when the whole order ships (spec 000 §9), in the words of its product page. */
export function ShippingEstimateText({ texts, className }: { texts: readonly string[]; className?: string }) {
  const t = useTranslations('cart.shipping');
  const { key, min, max } = estimateText(cartShippingEstimate(texts));
  return <p className={className}>{t(key, { min, max })}</p>;
}
