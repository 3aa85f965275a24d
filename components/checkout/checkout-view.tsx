'use client';
import Image from '@/components/ui/shop-image';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/routing';
import { postJson } from '@/lib/api/client';
import { formatUsd } from '@/lib/currency/format';
import { cartTotals, lineTotal } from '@/lib/pricing/cart-totals';
import { checkoutSource, type CheckoutLine } from '@/lib/orders/checkout-source';
import { STORAGE_KEYS } from '@/lib/stores/keys';
import { writeStored } from '@/lib/stores/local-storage';
import { useCart } from '@/lib/stores/cart';
import { useBuyNow, useCheckoutFlag, useDeliveryConfirmation, useShippingProtection } from '@/lib/stores/checkout';
import { useEffectiveCurrency } from '@/lib/stores/currency';
import { Price } from '@/components/ui/price';
import { CheckoutFields, readDetails, type CheckoutDetails } from './checkout-form';

type PlacedOrder = { number: string; total: number; email: string };

const priced = (line: CheckoutLine) => ({ price: line.price, originalPrice: line.original_price, quantity: line.quantity, isDeposit: line.is_deposit });

/**
 * Reads the basket (cart or buy-now record), takes contact and address, and places the order.
 * A signed-in shopper's e-mail and default address arrive as `defaults` and fill the form.
 */
export function CheckoutView({ defaults }: { defaults?: CheckoutDetails }) {
  const t = useTranslations('checkout');
  const cartT = useTranslations('cart');
  const locale = useLocale() as Locale;
  const { code } = useEffectiveCurrency();
  const cart = useCart((state) => state.value);
  const cartHydrated = useCart((state) => state.hydrated);
  const buyNowHydrated = useBuyNow((state) => state.hydrated);
  const hydrated = cartHydrated && buyNowHydrated;
  const buyNow = useBuyNow((state) => state.value);
  const checkoutFlag = useCheckoutFlag((state) => state.value);
  const storedProtection = useShippingProtection((state) => state.value);
  const storedDelivery = useDeliveryConfirmation((state) => state.value);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  const source = checkoutSource({ checkoutFlag, buyNow, cart });
  // Buy now is one item at its own price (spec 001): the cart's optional services are not part of it.
  const options = source.kind === 'cart' ? { shippingProtection: storedProtection, deliveryConfirmation: storedDelivery } : { shippingProtection: false, deliveryConfirmation: false };
  const totals = cartTotals(source.lines.map(priced), options);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const details = readDetails(event.currentTarget);
    setPlacing(true);
    setFailure(null);
    const result = await postJson<{ order: { number: string; total: number } }>(
      '/api/orders',
      { lines: source.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity, is_deposit: line.is_deposit })), ...options, ...details },
      locale,
    );
    setPlacing(false);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      setFailure(result.message ?? t('failed'));
      return;
    }
    setPlaced({ number: result.data.order.number, total: result.data.order.total, email: details.contact.email });
    if (source.kind === 'cart') {
      useCart.getState().clear();
      useCheckoutFlag.getState().clear();
      writeStored(STORAGE_KEYS.insurance, null);
    } else {
      useBuyNow.getState().clear();
    }
    writeStored(STORAGE_KEYS.cartTotal, null);
    window.scrollTo(0, 0);
  };

  if (placed) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12 text-center" data-testid="order-confirmation">
        <h1 className="text-2xl font-bold">{t('confirmedTitle')}</h1>
        <dl className="mt-6 space-y-3 rounded-lg border border-line bg-surface p-6">
          <div>
            <dt className="text-sm text-muted">{t('orderNumber')}</dt>
            <dd className="font-mono text-xl font-bold" data-testid="order-number">
              {placed.number}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('orderTotal')}</dt>
            <dd className="text-xl font-bold" data-testid="order-total">
              {formatUsd(placed.total, INTL_LOCALE[locale])}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-muted">{t('pendingPayment', { email: placed.email })}</p>
        <Link href="/new-arrivals" className="mt-6 inline-block rounded bg-ink px-5 py-2.5 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand">
          {t('continueShopping')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      {!hydrated ? (
        <p className="text-muted">{t('loading')}</p>
      ) : source.lines.length === 0 ? (
        <div className="rounded-lg border border-line bg-surface p-8 text-center">
          <p className="text-lg font-semibold">{t('empty')}</p>
          <Link href="/new-arrivals" className="mt-5 inline-block rounded bg-ink px-5 py-2.5 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand">
            {cartT('shopNewArrivals')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="grid gap-8 lg:grid-cols-[1fr_24rem]">
          <div className="space-y-6">
            <CheckoutFields errors={errors} defaults={defaults} />
          </div>
          <section aria-labelledby="checkout-items" className="h-fit space-y-4 rounded-lg border border-line bg-surface p-5">
            <h2 id="checkout-items" className="text-lg font-bold">
              {t('items')}
            </h2>
            <ul className="divide-y divide-line">
              {source.lines.map((line) => (
                <li key={`${line.product_id}:${line.is_deposit}`} className="flex gap-3 py-3 text-sm" data-testid="checkout-line">
                  <div className="relative size-14 shrink-0 overflow-hidden rounded border border-line bg-white">
                    {line.image && <Image src={line.image} alt="" fill sizes="56px" className="object-cover" />}
                  </div>
                  <div className="flex-1">
                    <p className="font-semibold leading-snug">{line.is_deposit ? `${cartT('deposit')} ${line.product_name}` : line.product_name}</p>
                    <p className="text-muted">× {line.quantity}</p>
                  </div>
                  <Price amount={lineTotal(priced(line))} className="font-semibold" />
                </li>
              ))}
            </ul>
            <dl className="space-y-1 border-t border-line pt-3 text-sm">
              <div className="flex justify-between">
                <dt>{cartT('subtotal')}</dt>
                <dd>
                  <Price amount={totals.subtotal} />
                </dd>
              </div>
              {options.shippingProtection && (
                <div className="flex justify-between">
                  <dt>{cartT('protectionLine')}</dt>
                  <dd>
                    <Price amount={totals.protection} />
                  </dd>
                </div>
              )}
              {options.deliveryConfirmation && (
                <div className="flex justify-between">
                  <dt>{cartT('deliveryLine')}</dt>
                  <dd>
                    <Price amount={totals.deliveryFee} />
                  </dd>
                </div>
              )}
              <div className="flex justify-between text-lg font-bold">
                <dt>{cartT('total')}</dt>
                <dd>
                  <Price amount={totals.total} />
                </dd>
              </div>
            </dl>
            {code !== 'USD' && <p className="text-xs text-muted">{t('usdNote', { amount: formatUsd(totals.total, INTL_LOCALE[locale]) ?? '' })}</p>}
            {failure && (
              <p role="alert" className="rounded border border-danger bg-danger/5 p-3 text-sm text-danger">
                {failure}
              </p>
            )}
            <button type="submit" disabled={placing} className="w-full rounded bg-brand px-5 py-3 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand-dark disabled:cursor-wait disabled:bg-muted/40">
              {placing ? t('placing') : t('placeOrder')}
            </button>
            {source.kind === 'cart' && (
              <Link href="/cart" className="block text-center text-sm font-semibold hover:text-brand">
                {t('backToCart')}
              </Link>
            )}
            <p className="text-xs text-muted">{cartT('taxNote')}</p>
          </section>
        </form>
      )}
    </div>
  );
}
