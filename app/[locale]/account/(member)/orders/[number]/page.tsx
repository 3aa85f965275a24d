import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/shop/accounts/server';
import { backend } from '@/lib/shop/data/backend';
import { OrderDetailView } from '@/components/account/order-detail';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { assertLocale } from '@/lib/i18n/page-locale';

export const generateStaticParams = () => placeholderParams('number');

export async function generateMetadata({ params }: PageProps<'/[locale]/account/orders/[number]'>): Promise<Metadata> {
  const { locale, number } = await params;
  assertLocale(locale);
  return { title: (await getTranslations({ locale, namespace: 'account' }))('orderTitle', { number }) };
}

export default async function OrderPage({ params }: PageProps<'/[locale]/account/orders/[number]'>) {
  const { locale, number } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const user = await requireUser(locale);
  const order = await backend().orders.accountOrder(user.id, number);
  if (!order) notFound();
  return <OrderDetailView order={order} />;
}
