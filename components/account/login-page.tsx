import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { AuthPage } from './auth-page';
import { LoginForm } from './login-form';

export async function LoginPage() {
  const t = await getTranslations('auth');
  return (
    <AuthPage
      title={t('loginTitle')}
      aside={
        <>
          <h2 className="mb-3 text-xl font-bold">{t('newCustomer')}</h2>
          <p className="mb-6 text-muted">{t('newCustomerText')}</p>
          <Link href="/account/register" className="inline-block rounded border-2 border-ink px-5 py-2.5 font-bold uppercase hover:bg-ink hover:text-white">
            {t('signUp')}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthPage>
  );
}
