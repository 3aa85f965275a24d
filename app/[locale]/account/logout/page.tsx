import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LogoutRunner } from '@/components/account/logout-runner';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/logout'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return { title: (await getTranslations({ locale, namespace: 'account' }))('navLogout'), robots: { index: false } };
}

export default async function LogoutPage({ params }: PageProps<'/[locale]/account/logout'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations('account');
  return (
    <div className="mx-auto max-w-md px-4 py-24 text-center" role="status">
      <p>{t('signingOut')}</p>
      <LogoutRunner />
    </div>
  );
}
