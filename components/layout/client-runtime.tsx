'use client';
import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { useCart } from '@/lib/stores/cart';
import { usePreferredCountry, usePreferredCurrency, useStoredRates } from '@/lib/stores/currency';
import { useBuyNow, useCheckoutFlag, useDeliveryConfirmation, useShippingProtection } from '@/lib/stores/checkout';
import { useListView, useSortOrder } from '@/lib/stores/listing-preferences';
import { useRecentlyViewed } from '@/lib/stores/recently-viewed';
import { useWishlist } from '@/lib/stores/wishlist';

/** Browser-only chores of every page: read the stores (and follow other tabs), scroll to the top on navigation. */
export function ClientRuntime() {
  useEffect(() => {
    const stops = [useCart, usePreferredCurrency, usePreferredCountry, useStoredRates, useWishlist, useRecentlyViewed, useListView, useSortOrder, useShippingProtection, useDeliveryConfirmation, useCheckoutFlag, useBuyNow].map((store) => store.getState().hydrate());
    // Marks the page as interactive: the end-to-end tests wait for it before clicking.
    document.documentElement.dataset.hydrated = 'true';
    return () => stops.forEach((stop) => stop());
  }, []);

  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
