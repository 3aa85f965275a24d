import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { requireUser } from '@/lib/shop/accounts/server';
import { backend } from '@/lib/shop/data/backend';
import { OrdersTable } from '@/components/account/orders-table';
import { AddressCard } from '@/components/account/address-card';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/account'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return { title: (await getTranslations({ locale, namespace: 'account' }))('title') };
}

export default async function AccountPage({ params }: PageProps<'/[locale]/account'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const user = await requireUser(locale);
  const t = await getTranslations('account');
  const [orders, address] = await Promise.all([backend().orders.accountOrders(user.id, 5), backend().accounts.defaultAddress(user.id)]);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-black uppercase">{t('title')}</h1>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="rounded-lg border border-line p-5" aria-labelledby="personal-info">
          <h2 id="personal-info" className="mb-3 font-bold">{t('personalInfo')}</h2>
          <p className="font-semibold">{user.name}</p>
          <p className="mb-4 text-muted">{user.email}</p>
          <Link href="/account/login/recovery" className="inline-block rounded border border-ink px-4 py-2 text-sm font-bold hover:bg-ink hover:text-white">
            {t('resetPassword')}
          </Link>
        </section>
        <section className="rounded-lg border border-line p-5" aria-labelledby="default-address">
          <h2 id="default-address" className="mb-3 font-bold">{t('defaultAddress')}</h2>
          {address ? <AddressCard address={address} /> : <p className="mb-4 text-muted">{t('noAddress', { name: user.name })}</p>}
          <Link href="/account/addresses" className="mt-4 inline-block rounded border border-ink px-4 py-2 text-sm font-bold hover:bg-ink hover:text-white">
            {t('manageAddresses')}
          </Link>
        </section>
      </div>
      <section aria-labelledby="recent-orders">
        <h2 id="recent-orders" className="mb-3 text-lg font-bold">{t('recentOrders')}</h2>
        <OrdersTable orders={orders} />
      </section>
    </div>
  );
}
