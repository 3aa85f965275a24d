'use client';
import { useEffect } from 'react';
import { useInPageLinks, usePathname } from '@/lib/i18n/navigation';
import { useCart } from '@/lib/client/stores/cart';
import { usePreferredCountry, usePreferredCurrency, useStoredRates } from '@/lib/client/stores/currency';
import { useBuyNow, useCheckoutFlag, useDeliveryConfirmation, useShippingProtection } from '@/lib/client/stores/checkout';
import { useListView, useSortOrder } from '@/lib/client/stores/listing-preferences';
import { useRecentlyViewed } from '@/lib/client/stores/recently-viewed';
import { useWishlist } from '@/lib/client/stores/wishlist';
import { useHydrated } from '@/lib/client/hooks/use-hydrated';
import { lazyClient } from '@/components/ui/lazy-client';

// Currency detection and the rates refresh start once the stores are read, after hydration, so their
// watcher's code comes then rather than with every first load.
const CurrencyRuntime = lazyClient(() => import('@/components/currency/currency-runtime').then((loaded) => loaded.CurrencyRuntime));

/** Browser-only chores of every page: read the stores (and follow other tabs), route link clicks, scroll to the top on navigation, keep the currency and its rates current. */
export function ClientRuntime() {
  useInPageLinks();
  useEffect(() => {
    const stores = [useCart, usePreferredCurrency, usePreferredCountry, useStoredRates, useWishlist, useRecentlyViewed, useListView, useSortOrder, useShippingProtection, useDeliveryConfirmation, useCheckoutFlag, useBuyNow];
    // A store that cannot load its shapes now (a failed download) tries again on its first write.
    stores.forEach((store) => void store.getState().hydrate().catch(() => undefined));
    // Marks the page as interactive: the end-to-end tests wait for it before clicking.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  return useHydrated() ? <CurrencyRuntime /> : null;
}
