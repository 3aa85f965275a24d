import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/locale-path';
import { LoginPage } from '@/components/account/login-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('loginTitle'), robots: { index: false }, alternates: { canonical: localizedPath(locale, '/account/login') } };
}

export default async function Page({ params }: PageProps<'/[locale]/login'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  // Outside /account, so its layout's messages are not around the form: it needs its own.
  return (
    <ScopedMessages locale={locale} namespaces={['auth']} withLayout>
      <LoginPage />
    </ScopedMessages>
  );
}
