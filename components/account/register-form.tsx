'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { MIN_PASSWORD_LENGTH, registerSchema } from '@/lib/schemas/auth';
import { Field, SubmitButton } from './auth-form-fields';
import { useAuthSubmit } from './use-auth-submit';

export function RegisterForm() {
  const t = useTranslations('auth');
  const router = useRouter();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const { busy, errors, alert, submit, clearError } = useAuthSubmit(registerSchema, '/api/auth/register');

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
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('firstName')} autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
        <Field label={t('lastName')} autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <Field label={t('email')} type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      <Field
        label={t('password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        revealLabels={{ show: t('show'), hide: t('hide') }}
      />
      <p className="text-xs text-muted">{t('passwordHint', { min: MIN_PASSWORD_LENGTH })}</p>
      <SubmitButton busy={busy} label={t('createAccount')} busyLabel={t('sending')} />
    </form>
  );
}
