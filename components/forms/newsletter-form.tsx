'use client';
import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from '#intl';
import { isValidEmail } from '@/lib/shop/common/email-pattern';

type Status = { kind: 'idle' | 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

export function NewsletterForm() {
  const t = useTranslations('footer.newsletter');
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setStatus({ kind: 'error', message: t('error') });
      return;
    }
    setStatus({ kind: 'submitting' });
    // The request's code comes with the first submit: the form is on every page, a subscription is rare.
    // If that code cannot be fetched the form says so, as it does when the request itself fails.
    const result = await import('@/lib/client/post-json').then(
      ({ postJson }) => postJson('/api/newsletter', { email }, locale),
      () => ({ ok: false as const, message: null }),
    );
    if (result.ok) {
      setStatus({ kind: 'success' });
      setEmail('');
    } else {
      setStatus({ kind: 'error', message: result.message ?? t('error') });
    }
  }

  const submitting = status.kind === 'submitting';
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <div className="flex">
        <input
          id={id}
          type="email"
          autoComplete="email"
          value={email}
          placeholder={t('placeholder')}
          aria-describedby={`${id}-status`}
          aria-invalid={status.kind === 'error'}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status.kind !== 'submitting') setStatus({ kind: 'idle' });
          }}
          className="newsletter-input"
        />
        <button type="submit" disabled={submitting} className="newsletter-button">
          {submitting && <span className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
          {submitting ? t('submitting') : t('submit')}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={`min-h-5 text-sm ${status.kind === 'success' ? 'text-green-400' : 'text-red-400'}`}>
        {status.kind === 'success' ? t('success') : status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
