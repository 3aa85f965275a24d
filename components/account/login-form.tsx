'use client';
import type { FormEvent } from 'react';
import { useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { useRouter } from '@/lib/i18n/navigation';
import { AuthField, FormAlert, SubmitButton } from './auth-form-fields';
import { useAuthSubmit } from './use-auth-submit';

const loadSchema = () => import('@/lib/shop/accounts/schemas').then((loaded) => loaded.loginSchema);

export function LoginForm() {
  const t = useTranslations('auth');
  const router = useRouter();
  const { busy, alert, submit, field, prefetch } = useAuthSubmit(loadSchema, '/api/auth/login', { email: '', password: '' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await submit()) {
      router.push('/account');
      router.refresh();
    }
  }

  return (
    <form onSubmit={onSubmit} {...prefetch} noValidate className="space-y-4">
      <FormAlert message={alert} />
      <AuthField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <AuthField label={t('password')} type="password" autoComplete="current-password" {...field('password')} revealLabels={{ show: t('show'), hide: t('hide') }} />
      <p className="text-right text-sm">
        <Link href="/account/login/recovery" className="font-semibold text-brand hover:underline">
          {t('forgotPassword')}
        </Link>
      </p>
      <SubmitButton busy={busy} label={t('login')} busyLabel={t('loggingIn')} />
    </form>
  );
}
