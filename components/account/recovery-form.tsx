'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { recoverSchema, resetSchema } from '@/lib/schemas/auth';
import { Field, SubmitButton } from './auth-form-fields';
import { useAuthSubmit } from './use-auth-submit';

/** Without a token: ask for the reset link. With the token from that link: choose a new password. */
export function RecoveryForm({ token }: { token: string | null }) {
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function RequestLinkForm() {
  const t = useTranslations('auth');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, errors, alert, submit, clearError } = useAuthSubmit(recoverSchema, '/api/auth/recover');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(await submit({ email }));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t('recoveryIntro')}</p>
      {sent && (
        <p role="status" className="rounded border border-success/30 bg-success/5 p-3 text-sm text-success">
          {t('emailSent')}
        </p>
      )}
      {alert && (
        <p role="alert" className="rounded border border-danger/30 bg-danger/5 p-3 text-sm text-danger">
          {alert}
        </p>
      )}
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          clearError('email');
        }}
        error={errors.email}
      />
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
  const [password, setPassword] = useState('');
  const { busy, errors, alert, submit, clearError } = useAuthSubmit(resetSchema, '/api/auth/reset');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await submit({ token, password })) {
      router.push('/account');
      router.refresh();
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {alert && (
        <p role="alert" className="rounded border border-danger/30 bg-danger/5 p-3 text-sm text-danger">
          {alert}
        </p>
      )}
      <Field
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          clearError('password');
        }}
        error={errors.password ?? errors.token}
        revealLabels={{ show: t('show'), hide: t('hide') }}
      />
      <SubmitButton busy={busy} label={t('savePassword')} busyLabel={t('sending')} />
    </form>
  );
}
