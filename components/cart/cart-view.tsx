'use client';
import { useId, useState } from 'react';
import { useLocale, useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { cartTotals, DELIVERY_CONFIRMATION_FEE } from '@/lib/shop/cart';
import { checkoutPath } from '@/lib/shop/cart';
import { KEEP_CLEAR } from '@/lib/client/hooks/keep-clear';
import { useCart } from '@/lib/client/stores/cart';
import { useCartDrawer } from '@/lib/client/stores/cart-drawer';
import { recordCartCheckout, useDeliveryConfirmation, useShippingProtection } from '@/lib/client/stores/checkout';
import { Price } from '@/components/ui/price';
import { CartLineItem, pricedLine } from './cart-line-item';
import { OrderTotals } from './order-totals';
import { ShippingEstimateText } from './shipping-estimate-text';

export function CartView() {
  const t = useTranslations('cart');
  const locale = useLocale();
  const lines = useCart((state) => state.value);
  const hydrated = useCart((state) => state.hydrated);
  const protection = useShippingProtection((state) => state.value);
  const chooseProtection = useShippingProtection((state) => state.choose);
  const delivery = useDeliveryConfirmation((state) => state.value);
  const chooseDelivery = useDeliveryConfirmation((state) => state.choose);
  const hideDrawer = useCartDrawer((state) => state.hide);
  const [agreed, setAgreed] = useState(false);
  const ids = { protection: useId(), delivery: useId(), terms: useId() };

  const totals = cartTotals(lines.map(pricedLine), { shippingProtection: protection, deliveryConfirmation: delivery });

  const checkout = () => {
    recordCartCheckout(totals);
    hideDrawer();
    // A full page load, as the original shop's checkout was a separate page.
    window.location.assign(checkoutPath(locale));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('title', { count: lines.length })}</h1>
      {!hydrated ? (
        <p className="text-muted">{t('loading')}</p>
      ) : lines.length === 0 ? (
        <div className="rounded-lg border border-line bg-surface p-8 text-center">
          <p className="text-lg font-semibold">{t('empty')}</p>
          <p className="mt-1 text-sm text-muted">{t('emptyHint')}</p>
          <Link href="/new-arrivals" className="mt-5 inline-block rounded bg-ink px-5 py-2.5 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand">
            {t('shopNewArrivals')}
          </Link>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div>
            <ul className="divide-y divide-line border-y border-line">
              {lines.map((line) => (
                <CartLineItem key={`${line.product_id}:${line.is_deposit}`} line={line} />
              ))}
            </ul>
            <Link href="/new-arrivals" className="mt-4 inline-block text-sm font-semibold hover:text-brand">
              ← {t('returnToShop')}
            </Link>
          </div>
          <section aria-labelledby="cart-summary" className="h-fit space-y-4 rounded-lg border border-line bg-surface p-5" {...KEEP_CLEAR}>
            <h2 id="cart-summary" className="text-lg font-bold">
              {t('summary')}
            </h2>
            <p className="flex justify-between font-semibold">
              <span>{t('subtotal')}</span>
              <Price amount={totals.subtotal} />
            </p>
            <ShippingEstimateText texts={lines.map((line) => line.shipment_info)} className="text-sm text-success" />
            <div className="space-y-3 border-t border-line pt-4 text-sm">
              <div className="flex items-start gap-2">
                <input id={ids.protection} type="checkbox" className="mt-0.5 size-4 accent-brand" checked={protection} onChange={(event) => chooseProtection(event.target.checked)} />
                <label htmlFor={ids.protection} className="flex-1">
                  {t('shippingProtection')}
                  <span className="block text-xs text-muted">{t('shippingProtectionHint')}</span>
                </label>
                <Price amount={totals.insurance} />
              </div>
              <div className="flex items-start gap-2">
                <input id={ids.delivery} type="checkbox" className="mt-0.5 size-4 accent-brand" checked={delivery} onChange={(event) => chooseDelivery(event.target.checked)} />
                <label htmlFor={ids.delivery} className="flex-1">
                  {t('deliveryConfirmation')}
                </label>
                <Price amount={DELIVERY_CONFIRMATION_FEE} />
              </div>
            </div>
            <OrderTotals
              protection={protection ? totals.protection : undefined}
              deliveryFee={delivery ? totals.deliveryFee : undefined}
              total={totals.total}
              totalTestId="cart-total"
              className="pt-4"
            />
            <p className="text-xs text-muted">{t('taxNote')}</p>
            <div className="flex items-start gap-2 text-sm">
              <input id={ids.terms} type="checkbox" className="mt-0.5 size-4 accent-brand" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
              <label htmlFor={ids.terms}>
                {t.rich('agree', {
                  terms: (chunks) => (
                    <Link href="/terms-and-conditions" className="font-semibold text-brand underline">
                      {chunks}
                    </Link>
                  ),
                })}
              </label>
            </div>
            <button
              type="button"
              disabled={!agreed}
              onClick={checkout}
              className="w-full rounded bg-brand px-5 py-3 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-muted/40"
            >
              {t('checkout')}
            </button>
            <p className="flex items-center gap-2 text-xs text-muted">
              <svg viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <rect x="5" y="11" width="14" height="10" rx="2" />
                <path d="M8 11V7a4 4 0 0 1 8 0v4" />
              </svg>
              {t('secure')}
            </p>
          </section>
        </div>
      )}
    </div>
  );
}
