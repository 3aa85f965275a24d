'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { usePathname } from '@/lib/i18n/navigation';
import { cartTotals } from '@/lib/shop/cart';
import { useCart } from '@/lib/client/stores/cart';
import { useCartDrawer } from '@/lib/client/stores/cart-drawer';
import { Price } from '@/components/ui/price';
import { CloseIcon } from '@/components/layout/panel-icons';
import { CartLineItem, pricedLine } from './cart-line-item';

/**
 * Mounted once per page. A native modal <dialog>: focus stays inside, Escape closes it and
 * the page behind is inert. The open state lives in useCartDrawer so any island can open it.
 */
export function CartDrawer() {
  const t = useTranslations('cart');
  const dialog = useRef<HTMLDialogElement>(null);
  const open = useCartDrawer((state) => state.open);
  const hide = useCartDrawer((state) => state.hide);
  const notice = useCartDrawer((state) => state.notice);
  const lines = useCart((state) => state.value);
  const pathname = usePathname();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Closes on navigation; not on mount, which is the first opening itself.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    hide();
  }, [pathname, hide]);

  const subtotal = cartTotals(lines.map(pricedLine), { shippingProtection: false, deliveryConfirmation: false }).subtotal;

  return (
    <dialog
      ref={dialog}
      aria-labelledby="cart-drawer-title"
      onClose={hide}
      onClick={(event) => event.target === dialog.current && hide()}
      className="m-0 ml-auto h-full max-h-none w-[92vw] max-w-md translate-x-0 bg-white p-0 text-ink transition-transform duration-300 backdrop:bg-black/50 starting:open:translate-x-full"
      data-testid="cart-drawer"
    >
      <div className="flex h-full flex-col">
        <header className="flex cursor-pointer items-center justify-between border-b border-line px-5 py-4" onClick={hide}>
          <h2 id="cart-drawer-title" className="text-lg font-bold">
            {t('drawerTitle', { count: lines.length })}
          </h2>
          <button type="button" className="rounded p-1.5 hover:bg-surface" aria-label={t('close')} onClick={hide}>
            <CloseIcon />
          </button>
        </header>
        {notice && (
          <p role="alert" className="border-b border-line bg-surface px-5 py-3 text-sm font-semibold text-warning" data-testid="stock-notice">
            {t('stockLimit', { count: notice.stock, name: notice.name })}
          </p>
        )}
        {lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
            <p className="text-lg font-semibold">{t('empty')}</p>
            <p className="text-sm text-muted">{t('emptyHint')}</p>
            <Link href="/new-arrivals" className="mt-2 rounded bg-ink px-5 py-2.5 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand">
              {t('shopNewArrivals')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-line overflow-y-auto px-5">
              {lines.map((line) => (
                <CartLineItem key={`${line.product_id}:${line.is_deposit}`} line={line} compact />
              ))}
            </ul>
            <div className="space-y-3 border-t border-line p-5">
              <p className="flex justify-between text-base font-bold">
                <span>{t('subtotal')}</span>
                <Price amount={subtotal} />
              </p>
              <p className="text-xs text-muted">{t('taxNote')}</p>
              <Link href="/cart" className="block rounded bg-brand px-5 py-3 text-center text-sm font-bold uppercase tracking-wide text-white hover:bg-brand-dark">
                {t('viewCart')}
              </Link>
              <div className="flex justify-between text-sm">
                <Link href="/new-arrivals" className="font-semibold hover:text-brand">
                  {t('returnToShop')}
                </Link>
                <Link href="/terms-and-conditions" className="text-muted underline hover:text-brand">
                  {t('termsPage')}
                </Link>
              </div>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
