'use client';
import { useState } from 'react';
import { useTranslations } from '#intl';
import { productFromWishlist } from '@/lib/client/client-listing';
import { useWishlist } from '@/lib/client/stores/wishlist';
import { WISHLIST_ANIMATION_MS } from '@/components/wishlist/wishlist-toggle';
import { LazyStoredListing } from './lazy-stored-listing';

function RemoveButton({ productId }: { productId: number }) {
  const t = useTranslations('wishlistPage');
  const remove = useWishlist((state) => state.remove);
  const [removing, setRemoving] = useState(false);
  return (
    <button
      type="button"
      disabled={removing}
      onClick={() => {
        setRemoving(true);
        setTimeout(() => remove(productId), WISHLIST_ANIMATION_MS);
      }}
      className="ml-auto rounded border border-line px-2 py-1.5 text-xs font-semibold text-muted hover:border-danger hover:text-danger disabled:opacity-60"
    >
      {removing ? t('removing') : t('remove')}
    </button>
  );
}

export function WishlistListing() {
  const t = useTranslations('wishlistPage');
  const entries = useWishlist((state) => state.value);
  const ready = useWishlist((state) => state.hydrated);
  return (
    <LazyStoredListing
      products={entries.map(productFromWishlist)}
      ready={ready}
      emptyText={t('empty')}
      action={(product) => <RemoveButton productId={product.id} />}
    />
  );
}
