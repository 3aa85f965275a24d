'use client';
import { lazyClient } from '@/components/ui/lazy-client';
import { useCartDrawer } from '@/lib/client/stores/cart-drawer';

// The drawer's code (cart lines, totals, its dialog) is fetched when a shopper first opens it, not with every page.
const CartDrawer = lazyClient(() => import('./cart-drawer').then((loaded) => loaded.CartDrawer));

/** Mounts the cart drawer on its first opening and keeps it mounted, so later openings are instant. */
export function LazyCartDrawer() {
  const opened = useCartDrawer((state) => state.opened);
  return opened ? <CartDrawer /> : null;
}
