import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/routing';
import { formatUsd } from '@/lib/shop/cart';
import { formatDeadline } from '@/lib/shop/orders/server';
import { ORDER_STATUS } from '@/lib/shop/orders';
import { RefreshWhile } from './refresh-while';

export type OrderStatusInfo = { number: string; status: string; total: number; provider: string; holdUntil: Date | null; payUrl: string };

/** Where the payment page sends the shopper back: what happened to the order, and what to do next. */
export async function OrderStatusView({ order, locale, cancelled }: { order: OrderStatusInfo; locale: Locale; cancelled: boolean }) {
  const t = await getTranslations({ locale, namespace: 'checkout.status' });
  const until = order.holdUntil ? formatDeadline(order.holdUntil, locale) : '';
  const pending = order.status === ORDER_STATUS.pendingPayment;
  const confirming = pending && order.provider === 'stripe' && !cancelled;
  const message =
    order.status === ORDER_STATUS.paid
      ? t('paid')
      : order.status === ORDER_STATUS.cancelled
        ? t('cancelled')
        : order.status === ORDER_STATUS.awaitingApproval
          ? t('awaitingApproval')
          : order.status === ORDER_STATUS.paymentProcessing
            ? t('processing')
            : order.provider !== 'stripe'
              ? t('bankTransfer', { until })
              : confirming
                ? t('confirming')
                : t('notPaid', { until });
  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center" data-testid="order-status">
      <h1 className="text-2xl font-bold">{t('title', { number: order.number })}</h1>
      <p className="mt-2 text-xl font-bold">{formatUsd(order.total, INTL_LOCALE[locale])}</p>
      <p role="status" className="mt-6 rounded-lg border border-line bg-surface p-6" data-status={order.status}>
        {message}
      </p>
      {pending && order.provider === 'stripe' && cancelled && (
        <a href={order.payUrl} className="mt-6 inline-block rounded bg-brand px-5 py-2.5 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand-dark">
          {t('payNow')}
        </a>
      )}
      <RefreshWhile active={confirming} />
      <Link href="/new-arrivals" className="mt-6 block text-sm font-semibold hover:text-brand">
        {(await getTranslations({ locale, namespace: 'checkout' }))('continueShopping')}
      </Link>
    </div>
  );
}
