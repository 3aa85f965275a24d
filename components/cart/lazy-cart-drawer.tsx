'use client';
import dynamic from 'next/dynamic';
import { useCartDrawer } from '@/lib/stores/cart-drawer';

// The drawer's code (cart lines, totals, its dialog) is fetched when a shopper first opens it, not with every page.
const CartDrawer = dynamic(() => import('./cart-drawer').then((loaded) => loaded.CartDrawer), { ssr: false });

/** Mounts the cart drawer on its first opening and keeps it mounted, so later openings are instant. */
export function LazyCartDrawer() {
  const opened = useCartDrawer((state) => state.opened);
  return opened ? <CartDrawer /> : null;
}
