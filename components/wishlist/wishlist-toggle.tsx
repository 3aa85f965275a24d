'use client';
import { useState } from 'react';
import { useTranslations } from '#intl';
import type { CardProduct } from '@/lib/catalog/card-product';
import { useWishlist } from '@/lib/stores/wishlist';

export const WISHLIST_ANIMATION_MS = 300;

export function WishlistToggle({ product, showLabel = false }: { product: CardProduct; showLabel?: boolean }) {
  const t = useTranslations('wishlist');
  const saved = useWishlist((state) => state.value.some((entry) => entry.product_id === product.id));
  const toggle = useWishlist((state) => state.toggle);
  const [animating, setAnimating] = useState(false);

  function onClick() {
    setAnimating(true);
    // The vehicle table is read only for the stored entry's label: it loads during the animation, not with the page.
    const vehicles = import('@/lib/catalog/vehicles').catch(() => null);
    setTimeout(async () => {
      const vehicle = (await vehicles)?.vehicleBySlug(product.vehicle);
      toggle({
        product_id: product.id,
        product_name: product.name,
        slug: product.slug,
        price: product.price,
        image: product.images[0] ?? '',
        car_model: vehicle?.label ?? 'Unknown',
        category: product.productType || 'General',
        quantity_left: product.quantityLeft,
        sku: product.sku,
      });
      setAnimating(false);
    }, WISHLIST_ANIMATION_MS);
  }

  const label = saved ? t('remove') : t('add');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={showLabel ? undefined : label}
      title={label}
      className={`flex items-center gap-2 rounded border border-line p-2 text-sm @max-3xs:p-1.5 hover:border-brand ${saved ? 'text-brand' : 'text-muted'}`}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className={`transition-transform duration-300 ${animating ? 'scale-125' : ''}`}>
        <path
          d="M12 21s-7.5-4.6-9.5-9.3C1 8 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 6 3.5 4.5 7.2C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {showLabel && <span>{label}</span>}
    </button>
  );
}
