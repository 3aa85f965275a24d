'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from '#intl';
import type { ProductSummary } from '@/lib/shop/catalogue';
import { canIncrement, clampQuantity, isSpecialOrder } from '@/lib/shop/cart';
import { useCart } from '@/lib/client/stores/cart';
import { useCartDrawer } from '@/lib/client/stores/cart-drawer';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';

// Buy now leaves the page for the checkout: its code (the line's price, the stored records) comes with the press.
// The cart line's code is fetched when add to cart is pressed and is there long before its delay ends.
const loadLine = () => import('@/lib/shop/cart/line-from-product');
const buyNowLoaded = (product: ProductSummary, quantity: number) => import('@/lib/client/buy-now').then((loaded) => loaded.buyNow(product, quantity));

/** Spec 001 §9: the add-to-cart busy state before the cart panel opens. */
export const ADD_TO_CART_DELAY_MS = 1500;

type ProductPurchaseProps = {
  product: ProductSummary;
  /** Given for a special order: its two payment options' prices, rendered by the server (components/ui/price.tsx). */
  paymentPrices?: { full: ReactNode; deposit: ReactNode };
  /** The wishlist button's heart (components/wishlist/heart-icon.tsx), rendered by the server. */
  wishlistIcon: ReactNode;
};

export function ProductPurchase({ product, paymentPrices, wishlistIcon }: ProductPurchaseProps) {
  const t = useTranslations('product');
  const add = useCart((state) => state.add);
  const showDrawer = useCartDrawer((state) => state.show);
  const [quantity, setQuantity] = useState(1);
  const [deposit, setDeposit] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const special = isSpecialOrder(product.quantityLeft);
  const soldOut = product.quantityLeft === 0;
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  function addToCart() {
    if (busy) return;
    setBusy(true);
    // If the code cannot be fetched nothing is added, and the button is free for another try.
    const line = loadLine().catch(() => null);
    timer.current = setTimeout(async () => {
      const loaded = await line;
      if (loaded) {
        // Beyond stock nothing is added; the drawer still opens, saying why, so the shopper sees what is there.
        const added = await add(loaded.lineFromProduct(product, quantity, deposit));
        showDrawer(added ? null : { name: product.name, stock: product.quantityLeft });
      }
      setBusy(false);
    }, ADD_TO_CART_DELAY_MS);
  }

  return (
    <>
      {paymentPrices && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('paymentOption')}</legend>
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="radio" name="payment" checked={!deposit} onChange={() => setDeposit(false)} className="accent-brand" />
            <span>
              {t('payFull')} ({paymentPrices.full})
            </span>
          </label>
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="radio" name="payment" checked={deposit} onChange={() => setDeposit(true)} className="accent-brand" />
            <span>
              {t('payDeposit')} ({paymentPrices.deposit})
            </span>
          </label>
        </fieldset>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center rounded border border-line" role="group" aria-label={t('quantity')}>
          <button
            type="button"
            onClick={() => setQuantity((q) => clampQuantity(q - 1, product.quantityLeft))}
            disabled={quantity <= 1}
            aria-label={t('decrease')}
            className="h-11 w-11 text-lg disabled:text-muted/50"
          >
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={special ? undefined : Math.max(1, product.quantityLeft)}
            value={quantity}
            onChange={(event) => setQuantity(clampQuantity(Number(event.target.value), product.quantityLeft))}
            aria-label={t('quantity')}
            className="h-11 w-14 border-x border-line text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            onClick={() => setQuantity((q) => clampQuantity(q + 1, product.quantityLeft))}
            disabled={!canIncrement(quantity, product.quantityLeft)}
            aria-label={t('increase')}
            className="h-11 w-11 text-lg disabled:text-muted/50"
          >
            +
          </button>
        </div>
        <WishlistToggle product={product} icon={wishlistIcon} showLabel />
      </div>

      {soldOut && <p className="text-sm font-semibold text-danger">{t('outOfStock')}</p>}

      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={addToCart}
          disabled={busy || soldOut}
          aria-busy={busy}
          className="buy-button bg-ink hover:bg-brand"
        >
          {busy ? t('adding') : t('addToCart')}
        </button>
        {!special && (
          <button
            type="button"
            onClick={() => void buyNowLoaded(product, quantity)}
            disabled={soldOut}
            className="buy-button bg-brand hover:bg-brand-dark"
          >
            {t('buyNow')}
          </button>
        )}
      </div>
    </>
  );
}
