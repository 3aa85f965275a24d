'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { useRouter } from '@/lib/i18n/navigation';
import { AuthField, FormAlert, SubmitButton } from './auth-form-fields';
import { useAuthSubmit } from './use-auth-submit';

const loadRecoverSchema = () => import('@/lib/shop/accounts/schemas').then((loaded) => loaded.recoverSchema);
const loadResetSchema = () => import('@/lib/shop/accounts/schemas').then((loaded) => loaded.resetSchema);

/** Without a token: ask for the reset link. With the token from that link: choose a new password. */
export function RecoveryForm({ token }: { token: string | null }) {
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function RequestLinkForm() {
  const t = useTranslations('auth');
  const [sent, setSent] = useState(false);
  const { busy, alert, submit, field, prefetch } = useAuthSubmit(loadRecoverSchema, '/api/auth/recover', { email: '' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(await submit());
  }

  return (
    <form onSubmit={onSubmit} {...prefetch} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t('recoveryIntro')}</p>
      <FormAlert message={sent ? t('emailSent') : null} tone="success" />
      <FormAlert message={alert} />
      <AuthField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <SubmitButton busy={busy} label={t('send')} busyLabel={t('sending')} />
      <p className="text-center text-sm">
        <Link href="/account/login" className="font-semibold text-brand hover:underline">
          {t('backToLogin')}
        </Link>
      </p>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const { busy, alert, errors, submit, field, prefetch } = useAuthSubmit(loadResetSchema, '/api/auth/reset', { password: '' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await submit({ token })) {
      router.push('/account');
      router.refresh();
    }
  }

  const password = field('password');
  return (
    <form onSubmit={onSubmit} {...prefetch} noValidate className="space-y-4">
      <FormAlert message={alert} />
      <AuthField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        {...password}
        error={password.error ?? errors.token}
        revealLabels={{ show: t('show'), hide: t('hide') }}
      />
      <SubmitButton busy={busy} label={t('savePassword')} busyLabel={t('sending')} />
    </form>
  );
}
