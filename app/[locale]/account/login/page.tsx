import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginPage } from '@/components/account/login-page';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/login'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('loginTitle'), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/account/login'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <LoginPage />;
}
