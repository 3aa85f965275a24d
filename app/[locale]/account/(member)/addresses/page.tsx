import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { requireUser } from '@/lib/account/require-user';
import { backend } from '@/lib/shop/backend';
import { AddressCard } from '@/components/account/address-card';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/addresses'>): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'account' }))('addressesTitle') };
}

export default async function AddressesPage({ params }: PageProps<'/[locale]/account/addresses'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser(locale as Locale);
  const t = await getTranslations('account');
  const list = await backend().addresses(user.id);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-black uppercase">{t('addressesTitle')}</h1>
      {list.length === 0 ? (
        <p className="rounded bg-surface p-4 text-muted">{t('noAddresses')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {list.map((address) => (
            <li key={address.id} className="rounded-lg border border-line p-5">
              {address.isDefault && <p className="mb-2 text-xs font-bold uppercase tracking-wider text-brand">{t('primaryAddress')}</p>}
              <AddressCard address={address} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
