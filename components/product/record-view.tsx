'use client';
import { useEffect } from 'react';
import type { ProductSummary } from '@/lib/shop/catalogue';
import { useRecentlyViewed } from '@/lib/client/stores/recently-viewed';

/** Puts the product first in the recently viewed list once the page is shown. */
export function RecordView({ product }: { product: ProductSummary }) {
  useEffect(() => {
    // The store holds the write until it has read what is stored, so the list is never overwritten.
    useRecentlyViewed.getState().record(product);
  }, [product]);
  return null;
}
