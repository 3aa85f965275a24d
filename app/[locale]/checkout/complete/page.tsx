import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { siteOrigin } from '@/lib/runtime/config';
import { backend } from '@/lib/shop/data/backend';
import { payLink } from '@/lib/shop/orders';
import { OrderStatusView } from '@/components/checkout/order-status-view';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/complete'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'checkout.status' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The payment page's return address (success and cancel); the order number is the key, no personal details are shown. */
export default async function OrderCompletePage({ params, searchParams }: PageProps<'/[locale]/checkout/complete'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return (
    <Suspense>
      <OrderStatus locale={locale} searchParams={searchParams} />
    </Suspense>
  );
}

/** Read per request: the order's status changes while the shopper looks at it. */
async function OrderStatus({ locale, searchParams }: { locale: Locale; searchParams: PageProps<'/[locale]/checkout/complete'>['searchParams'] }) {
  await connection();
  const query = await searchParams;
  const number = typeof query.order === 'string' ? query.order : '';
  if (!number) notFound();
  const order = await backend().orders.storedOrder(number);
  if (!order) notFound();
  return (
    <OrderStatusView
      locale={locale}
      cancelled={query.cancelled === '1'}
      order={{ number: order.number, status: order.status, total: Number(order.total), provider: order.provider, holdUntil: order.holdUntil, payUrl: payLink(siteOrigin(), order.number) }}
    />
  );
}
