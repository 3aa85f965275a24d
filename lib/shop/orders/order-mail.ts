/** The mails a shopper gets about an order, in the order's language. */
import { translator } from '@/lib/i18n/messages';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/routing';
import { formatUsd } from '@/lib/shop/cart';
import { renderMail, type Mail, type MailBlock } from '@/lib/mail/render';

/** What every mail about an order needs to know; read from the stored order, never from the browser. */
export type OrderMailData = {
  number: string;
  email: string;
  name: string;
  locale: Locale;
  lines: { name: string; quantity: number; isDeposit: boolean; lineTotal: number }[];
  totals: { subtotal: number; protection: number; deliveryFee: number; total: number };
  holdUntil: Date | null;
};

/** How the shopper pays: a hosted payment page, a bank transfer, or nothing yet (pre-approval). */
export type PaymentStep = { kind: 'link'; url: string } | { kind: 'bank'; details: readonly string[] | null } | { kind: 'approval'; limit: number };

// The shop works on Pacific time (its business hours), so a deadline is written in it.
const SHOP_TIME_ZONE = 'America/Los_Angeles';

const usd = (amount: number, locale: Locale) => formatUsd(amount, INTL_LOCALE[locale]) ?? amount.toFixed(2);

export function formatDeadline(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE, timeZoneName: 'short' }).format(date);
}

function orderRows(order: OrderMailData): MailBlock {
  const t = translator(order.locale, 'mail');
  const rows: (readonly [string, string])[] = order.lines.map((line) => {
    const name = line.isDeposit ? t('deposit', { name: line.name }) : line.name;
    return [t('line', { quantity: line.quantity, name }), usd(line.lineTotal, order.locale)] as const;
  });
  rows.push([t('subtotal'), usd(order.totals.subtotal, order.locale)]);
  if (order.totals.protection > 0) rows.push([t('protection'), usd(order.totals.protection, order.locale)]);
  if (order.totals.deliveryFee > 0) rows.push([t('deliveryFee'), usd(order.totals.deliveryFee, order.locale)]);
  rows.push([t('total'), usd(order.totals.total, order.locale)]);
  return { kind: 'rows', title: t('items'), rows };
}

function orderMail(order: OrderMailData, subject: string, body: MailBlock[]): Mail {
  const t = translator(order.locale, 'mail');
  return renderMail({
    to: order.email,
    subject,
    lang: order.locale,
    blocks: [{ kind: 'paragraph', text: t('greeting', { name: order.name }) }, ...body, orderRows(order), { kind: 'paragraph', text: t('signature') }],
  });
}

export function orderReceivedMail(order: OrderMailData, payment: PaymentStep): Mail {
  const t = translator(order.locale, 'mail.orderReceived');
  const total = usd(order.totals.total, order.locale);
  const blocks: MailBlock[] = [{ kind: 'paragraph', text: t('intro', { number: order.number }) }];
  if (payment.kind === 'link') {
    blocks.push({ kind: 'paragraph', text: t('payByLink') }, { kind: 'action', label: t('payButton', { total }), url: payment.url });
  } else if (payment.kind === 'bank' && payment.details) {
    blocks.push({ kind: 'paragraph', text: `${t('bankIntro', { total, number: order.number })}\n${payment.details.join('\n')}` });
  } else if (payment.kind === 'bank') {
    blocks.push({ kind: 'paragraph', text: t('bankLater', { total, number: order.number }) });
  } else {
    blocks.push({ kind: 'paragraph', text: t('approval', { limit: usd(payment.limit, order.locale) }) });
  }
  if (order.holdUntil && payment.kind !== 'approval') blocks.push({ kind: 'paragraph', text: t('hold', { until: formatDeadline(order.holdUntil, order.locale) }) });
  return orderMail(order, t('subject', { number: order.number }), blocks);
}

export function paymentReceivedMail(order: OrderMailData): Mail {
  const t = translator(order.locale, 'mail.paymentReceived');
  const values = { number: order.number, total: usd(order.totals.total, order.locale) };
  return orderMail(order, t('subject', values), [{ kind: 'paragraph', text: t('body', values) }]);
}

export function orderCancelledMail(order: OrderMailData, reason: 'expired' | 'cancelled'): Mail {
  const t = translator(order.locale, 'mail.orderCancelled');
  return orderMail(order, t('subject', { number: order.number }), [{ kind: 'paragraph', text: t(reason, { number: order.number }) }]);
}
