import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPage } from '@/components/account/auth-page';
import { RecoveryForm } from '@/components/account/recovery-form';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/login/recovery'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('recoveryTitle'), robots: { index: false } };
}

async function PageContent({ params, searchParams }: PageProps<'/[locale]/account/login/recovery'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const { token } = await searchParams;
  const t = await getTranslations('auth');
  return (
    <AuthPage title={typeof token === 'string' ? t('newPasswordTitle') : t('recoveryTitle')}>
      <RecoveryForm token={typeof token === 'string' ? token : null} />
    </AuthPage>
  );
}

// The page reads the reset token from its query string, which exists only per request: it
// renders whole on each request, so the form for the mailed link is in the first HTML.
export const instant = false;

export default function Page(props: PageProps<'/[locale]/account/login/recovery'>) {
  return <PageContent {...props} />;
}
