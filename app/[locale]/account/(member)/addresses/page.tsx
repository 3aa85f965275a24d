import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/shop/accounts/server';
import { backend } from '@/lib/shop/data/backend';
import { AddressBook } from '@/components/account/address-book';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/addresses'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return { title: (await getTranslations({ locale, namespace: 'account' }))('addressesTitle') };
}

export default async function AddressesPage({ params }: PageProps<'/[locale]/account/addresses'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const user = await requireUser(locale);
  const t = await getTranslations('account');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-black uppercase">{t('addressesTitle')}</h1>
      <AddressBook addresses={await backend().accounts.addresses(user.id)} />
    </div>
  );
}
