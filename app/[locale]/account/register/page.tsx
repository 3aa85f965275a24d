import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { AuthPage } from '@/components/account/auth-page';
import { RegisterForm } from '@/components/account/register-form';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/register'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('registerTitle'), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/account/register'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations('auth');
  return (
    <AuthPage
      title={t('registerTitle')}
      aside={
        <>
          <h2 className="mb-3 text-xl font-bold">{t('haveAccount')}</h2>
          <Link href="/account/login" className="inline-block rounded border-2 border-ink px-5 py-2.5 font-bold uppercase hover:bg-ink hover:text-white">
            {t('login')}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthPage>
  );
}
