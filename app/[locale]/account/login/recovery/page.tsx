import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPage } from '@/components/account/auth-page';
import { RecoveryForm } from '@/components/account/recovery-form';
import type { Locale } from '@/lib/i18n/routing';
import { QueryPage } from '@/components/listing/query-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/login/recovery'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('recoveryTitle'), robots: { index: false } };
}

async function PageContent({ params, searchParams }: PageProps<'/[locale]/account/login/recovery'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const t = await getTranslations('auth');
  return (
    <AuthPage title={typeof token === 'string' ? t('newPasswordTitle') : t('recoveryTitle')}>
      <RecoveryForm token={typeof token === 'string' ? token : null} />
    </AuthPage>
  );
}

export default async function Page(props: PageProps<'/[locale]/account/login/recovery'>) {
  const { locale } = await props.params;
  return (
    <QueryPage locale={locale as Locale}>
      <PageContent {...props} />
    </QueryPage>
  );
}
