'use client';
import { useMemo, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { INTL_LOCALE } from '@/lib/i18n/routing';
import { postJson } from '@/lib/client/post-json';
import { formatUsd } from '@/lib/shop/cart';
import { checkoutSource } from '@/lib/shop/orders';
import { APPROVAL_LIMIT_USD, ORDER_STATUS } from '@/lib/shop/orders';
import { STORAGE_KEYS } from '@/lib/shop/common/storage-keys';
import { writeStored } from '@/lib/client/stores/local-storage';
import { useCart } from '@/lib/client/stores/cart';
import { useBuyNow, useCheckoutFlag, useDeliveryConfirmation, useShippingProtection } from '@/lib/client/stores/checkout';
import { useEffectiveCurrency } from '@/lib/client/stores/currency';
import { KEEP_CLEAR } from '@/lib/client/hooks/keep-clear';
import { CheckoutFields, readDetails, type CheckoutDetails } from './checkout-form';
import { QuoteSummary } from './quote-summary';
import { useQuote } from './use-quote';

type PlacedOrder = { number: string; status: string; total: number; email: string };
type OrderAnswer = { order: { number: string; status: string; total: number }; payment: { provider: string; url: string | null } };

const buttonClass = 'mt-6 inline-block rounded bg-ink px-5 py-2.5 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand';

/**
 * Reads the basket (cart or buy-now record), shows the server's quote for it, takes contact and
 * address, and places the order at the quoted total; then on to the payment page, or the
 * confirmation when payment happens outside the shop. A signed-in shopper's e-mail and default
 * address arrive as `defaults` and fill the form.
 */
export function CheckoutView({ defaults }: { defaults?: CheckoutDetails }) {
  const t = useTranslations('checkout');
  const cartT = useTranslations('cart');
  const locale = useLocale();
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
  const [redirecting, setRedirecting] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  const source = checkoutSource({ checkoutFlag, buyNow, cart });
  // Buy now is one item at its own price (spec 001): the cart's optional services are not part of it.
  const options = source.kind === 'cart' ? { shippingProtection: storedProtection, deliveryConfirmation: storedDelivery } : { shippingProtection: false, deliveryConfirmation: false };
  const basketKey = JSON.stringify([source.lines.map((line) => [line.product_id, line.quantity, line.is_deposit]), options]);
  const request = useMemo(() => {
    const [lines, chosen] = JSON.parse(basketKey) as [[number, number, boolean][], typeof options];
    return lines.length === 0 ? null : { lines: lines.map(([product_id, quantity, is_deposit]) => ({ product_id, quantity, is_deposit })), ...chosen };
  }, [basketKey]);
  const { state: quote, refresh } = useQuote(hydrated ? request : null, locale);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request || quote.status !== 'ready') return;
    const details = readDetails(event.currentTarget);
    setPlacing(true);
    setFailure(null);
    const result = await postJson<OrderAnswer>('/api/orders', { ...request, expectedTotal: quote.quote.total, ...details }, locale);
    if (!result.ok) {
      setPlacing(false);
      setErrors(result.fields ?? {});
      setFailure(result.message ?? t('failed'));
      // A price or stock change: show the server's new quote beside the message.
      if (result.status === 409) refresh();
      return;
    }
    if (source.kind === 'cart') {
      useCart.getState().clear();
      useCheckoutFlag.getState().clear();
      writeStored(STORAGE_KEYS.insurance, null);
    } else {
      useBuyNow.getState().clear();
    }
    writeStored(STORAGE_KEYS.cartTotal, null);
    const { order, payment } = result.data;
    if (payment.url && order.status === ORDER_STATUS.pendingPayment) {
      setRedirecting(true);
      window.location.assign(payment.url);
      return;
    }
    setPlacing(false);
    setPlaced({ number: order.number, status: order.status, total: order.total, email: details.contact.email });
    window.scrollTo(0, 0);
  };

  if (redirecting) {
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-12 text-center text-lg">
        {t('redirecting')}
      </p>
    );
  }

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
        <p className="mt-4 text-sm text-muted">
          {placed.status === ORDER_STATUS.awaitingApproval
            ? t('awaitingApproval', { email: placed.email, limit: formatUsd(APPROVAL_LIMIT_USD, INTL_LOCALE[locale]) ?? '' })
            : t('pendingPayment', { email: placed.email })}
        </p>
        <Link href="/new-arrivals" className={buttonClass}>
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
          <Link href="/new-arrivals" className={`${buttonClass} mt-5`}>
            {cartT('shopNewArrivals')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="grid gap-8 lg:grid-cols-[1fr_24rem]" {...KEEP_CLEAR}>
          <div className="space-y-6">
            <CheckoutFields errors={errors} defaults={defaults} />
          </div>
          <section aria-labelledby="checkout-items" aria-busy={quote.status === 'loading'} className="h-fit space-y-4 rounded-lg border border-line bg-surface p-5">
            <h2 id="checkout-items" className="text-lg font-bold">
              {t('items')}
            </h2>
            {quote.status === 'loading' && <p className="text-sm text-muted">{t('quoteLoading')}</p>}
            {quote.status === 'failed' && (
              <div role="alert" className="space-y-2 rounded border border-danger bg-danger/5 p-3 text-sm text-danger">
                <p>{quote.message ?? t('quoteFailed')}</p>
                <button type="button" onClick={refresh} className="font-semibold underline">
                  {t('retry')}
                </button>
              </div>
            )}
            {quote.status === 'ready' && (
              <>
                <QuoteSummary quote={quote.quote} basket={source.lines} options={options} />
                {code !== 'USD' && <p className="text-xs text-muted">{t('usdNote', { amount: formatUsd(quote.quote.total, INTL_LOCALE[locale]) ?? '' })}</p>}
              </>
            )}
            {failure && (
              <p role="alert" className="rounded border border-danger bg-danger/5 p-3 text-sm text-danger">
                {failure}
              </p>
            )}
            <button
              type="submit"
              disabled={placing || quote.status !== 'ready'}
              className="w-full rounded bg-brand px-5 py-3 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand-dark disabled:cursor-wait disabled:bg-muted/40"
            >
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
