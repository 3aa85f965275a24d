'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { loginSchema } from '@/lib/schemas/auth';
import { Field, SubmitButton } from './auth-form-fields';
import { useAuthSubmit } from './use-auth-submit';

export function LoginForm() {
  const t = useTranslations('auth');
  const router = useRouter();
  const [values, setValues] = useState({ email: '', password: '' });
  const { busy, errors, alert, submit, clearError } = useAuthSubmit(loginSchema, '/api/auth/login');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await submit(values)) {
      router.push('/account');
      router.refresh();
    }
  }
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    clearError(field);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {alert && (
        <p role="alert" className="rounded border border-danger/30 bg-danger/5 p-3 text-sm text-danger">
          {alert}
        </p>
      )}
      <Field label={t('email')} type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      <Field
        label={t('password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        revealLabels={{ show: t('show'), hide: t('hide') }}
      />
      <p className="text-right text-sm">
        <Link href="/account/login/recovery" className="font-semibold text-brand hover:underline">
          {t('forgotPassword')}
        </Link>
      </p>
      <SubmitButton busy={busy} label={t('login')} busyLabel={t('loggingIn')} />
    </form>
  );
}
