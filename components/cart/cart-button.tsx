'use client';
import { useTranslations } from '#intl';
import { useCart } from '@/lib/client/stores/cart';
import { useCartDrawer } from '@/lib/client/stores/cart-drawer';
import { CartIcon } from '@/components/layout/icons';

/** The header's cart: the count is the number of lines (spec 000 §3); clicking opens the drawer. */
export function CartButton() {
  const t = useTranslations('header');
  const count = useCart((state) => state.value.length);
  const show = useCartDrawer((state) => state.show);
  return (
    <button type="button" onClick={() => show()} aria-haspopup="dialog" className="relative rounded p-2 hover:bg-white/10" aria-label={t('cartCount', { count })}>
      <CartIcon />
      <span
        className="cart-count"
        data-testid="cart-count"
        aria-hidden="true"
      >
        {count}
      </span>
    </button>
  );
}
