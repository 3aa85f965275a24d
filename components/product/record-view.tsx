'use client';
import { useEffect } from 'react';
import type { ProductSummary } from '@/lib/shop/types';
import { useRecentlyViewed } from '@/lib/stores/recently-viewed';

/** Puts the product first in the recently viewed list once the page is shown. */
export function RecordView({ product }: { product: ProductSummary }) {
  useEffect(() => {
    const store = useRecentlyViewed.getState();
    // Recording before the store has read storage would overwrite the stored list.
    const stop = store.hydrated ? undefined : store.hydrate();
    useRecentlyViewed.getState().record(product);
    return stop;
  }, [product]);
  return null;
}
