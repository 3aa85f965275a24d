'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from '#intl';
import type { CardProduct } from '@/lib/shop/catalogue';
import { useWishlist } from '@/lib/client/stores/wishlist';

export const WISHLIST_ANIMATION_MS = 300;

/** `icon` is components/wishlist/heart-icon.tsx, rendered by the caller. */
export function WishlistToggle({ product, icon, showLabel = false }: { product: CardProduct; icon: ReactNode; showLabel?: boolean }) {
  const t = useTranslations('wishlist');
  const saved = useWishlist((state) => state.value.some((entry) => entry.product_id === product.id));
  const toggle = useWishlist((state) => state.toggle);
  const [animating, setAnimating] = useState(false);

  function onClick() {
    setAnimating(true);
    // The vehicle table is read only for the stored entry's label: it loads during the animation, not with the page.
    const vehicles = import('@/lib/shop/catalogue/vehicles').catch(() => null);
    setTimeout(async () => {
      const vehicle = (await vehicles)?.vehicleBySlug(product.vehicles[0] ?? '');
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
        vehicles: product.vehicles,
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
      className={`group wish-toggle ${saved ? 'text-brand' : 'text-muted'}`}
    >
      <span className={`flex transition-transform duration-300 ${animating ? 'scale-125' : ''}`}>{icon}</span>
      {showLabel && <span>{label}</span>}
    </button>
  );
}
