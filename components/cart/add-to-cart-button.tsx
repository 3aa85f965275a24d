'use client';
import { useTranslations } from '#intl';
import type { CardProduct } from '@/lib/shop/catalogue';
import { useCart } from '@/lib/client/stores/cart';
import { useCartDrawer } from '@/lib/client/stores/cart-drawer';

// The line's code comes with the first press (the cart's own write waits for the stored shapes the same way).
const loadLine = () => import('@/lib/shop/cart/line-from-product');

/** The listing card's quick add: one more unit, never beyond stock; the drawer shows the result. */
export function AddToCartButton({ product }: { product: CardProduct }) {
  const t = useTranslations('cart');
  const add = useCart((state) => state.add);
  const showDrawer = useCartDrawer((state) => state.show);
  const soldOut = product.quantityLeft === 0;
  return (
    <button
      type="button"
      disabled={soldOut}
      onClick={() => {
        void loadLine()
          .then(({ lineFromProduct }) => add(lineFromProduct(product, 1)))
          .then((added) => showDrawer(added ? null : { name: product.name, stock: product.quantityLeft }))
          .catch(() => undefined);
      }}
      className="product-card-add"
    >
      {soldOut ? t('soldOut') : t('add')}
    </button>
  );
}
