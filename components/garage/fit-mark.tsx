'use client';
import { useTranslations } from '#intl';
import { fitOf } from '@/lib/shop/catalogue';
import { useGarage } from '@/lib/client/stores/garage';

const LOOK = {
  yes: 'bg-success text-white',
  no: 'bg-white text-danger ring-1 ring-danger',
  universal: 'bg-ink text-white',
} as const;

/**
 * Whether a part fits the shopper's active vehicle, in words and as `data-fit` (yes, no, universal).
 * Drawn in the browser from the stored garage: cached pages are the same for everyone. Nothing
 * without an active vehicle, or for a cart line saved before lines kept their vehicles. `product` is
 * the card's object its other islands get too, so the page's payload carries it once.
 */
export function FitMark({ product, className = '' }: { product: { vehicles?: readonly string[] }; className?: string }) {
  const t = useTranslations('garage.fit');
  const names = useTranslations('vehicles');
  const active = useGarage((state) => state.value.active);
  const fit = product.vehicles && fitOf(product.vehicles, active);
  if (!fit) return null;
  return (
    <p data-fit={fit} className={`w-fit rounded px-1.5 py-0.5 text-[11px] font-bold leading-tight ${LOOK[fit]} ${className}`}>
      {t(fit, { vehicle: names(active!) })}
    </p>
  );
}
