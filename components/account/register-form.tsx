'use client';
import type { FormEvent } from 'react';
import { useLocale, useTranslations } from '#intl';
import { inNameOrder } from '@/lib/i18n/name-order';
import { useRouter } from '@/lib/i18n/navigation';
import { MIN_PASSWORD_LENGTH } from '@/lib/shop/accounts';
import { AuthField, FormAlert, SubmitButton } from './auth-form-fields';
import { useAuthSubmit } from './use-auth-submit';

const loadSchema = () => import('@/lib/shop/accounts/schemas').then((loaded) => loaded.registerSchema);

const NAME_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const;

export function RegisterForm() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const router = useRouter();
  const initial = { firstName: '', lastName: '', email: '', password: '' };
  const { busy, alert, submit, field, prefetch } = useAuthSubmit(loadSchema, '/api/auth/register', initial);

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
      <div className="grid gap-4 sm:grid-cols-2">
        {inNameOrder(NAME_FIELDS, locale).map(({ name, autoComplete }) => (
          <AuthField key={name} label={t(name)} autoComplete={autoComplete} {...field(name)} />
        ))}
      </div>
      <AuthField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <AuthField label={t('password')} type="password" autoComplete="new-password" {...field('password')} revealLabels={{ show: t('show'), hide: t('hide') }} />
      <p className="text-xs text-muted">{t('passwordHint', { min: MIN_PASSWORD_LENGTH })}</p>
      <SubmitButton busy={busy} label={t('createAccount')} busyLabel={t('sending')} />
    </form>
  );
}
