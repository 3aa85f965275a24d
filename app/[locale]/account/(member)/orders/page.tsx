import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/shop/accounts/server';
import { backend } from '@/lib/shop/data/backend';
import { OrdersTable } from '@/components/account/orders-table';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/orders'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return { title: (await getTranslations({ locale, namespace: 'account' }))('ordersTitle') };
}

export default async function OrdersPage({ params }: PageProps<'/[locale]/account/orders'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const user = await requireUser(locale);
  const t = await getTranslations('account');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-black uppercase">{t('ordersTitle')}</h1>
      <OrdersTable orders={await backend().orders.accountOrders(user.id)} />
    </div>
  );
}
