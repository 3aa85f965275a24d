'use client';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useLocale, useTranslations } from '#intl';
import { sendJson } from '@/lib/client/post-json';
import { PHONE_PATTERN, ZIP_PATTERN } from '@/lib/shop/common/address-patterns';
import { UsStateOptions } from '@/components/checkout/us-state-options';
import { addressBookEntrySchema } from '@/lib/shop/accounts';
import type { SavedAddress } from '@/lib/shop/accounts';

type Errors = Record<string, string | undefined>;

const inputClass = 'w-full rounded border border-line px-3 py-2 text-sm aria-[invalid=true]:border-danger';
const FIELD_ORDER = ['name', 'phone', 'line1', 'line2', 'city', 'state', 'zip'] as const;

/** Add (no `address`) or edit one address; checked with checkout's schema here and again on the server. */
export function AddressForm({ address, onDone, onCancel }: { address?: SavedAddress; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('checkout');
  const a = useTranslations('account');
  const locale = useLocale();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const message = (key: string | undefined) => (key ? (t.has(`errors.${key}`) ? t(`errors.${key}`) : t('errors.required')) : undefined);

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((name) => next[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    const entry = { ...Object.fromEntries(FIELD_ORDER.map((name) => [name, value(name)])), isDefault: data.get('isDefault') === 'on' };
    const parsed = addressBookEntrySchema.safeParse(entry);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= message(issue.message);
      return showErrors(next);
    }
    setBusy(true);
    setAlert(null);
    const result = address
      ? await sendJson('PUT', `/api/account/addresses/${address.id}`, parsed.data, locale)
      : await sendJson('POST', '/api/account/addresses', parsed.data, locale);
    setBusy(false);
    if (result.ok) return onDone();
    if (result.fields) return showErrors(Object.fromEntries(Object.entries(result.fields).map(([field, keys]) => [field, message(keys[0])])));
    setAlert(result.message ?? a('addressFailed'));
  }

  const field = (name: (typeof FIELD_ORDER)[number], label: string, props: InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => {
    const inputId = `${id}-${name}`;
    const note = errors[name] ?? hint;
    return (
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-semibold">
          {label}
        </label>
        <input
          id={inputId}
          name={name}
          defaultValue={address?.[name] ?? ''}
          className={inputClass}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={note ? `${inputId}-note` : undefined}
          onChange={() => setErrors((current) => ({ ...current, [name]: undefined }))}
          required
          {...props}
        />
        {note && (
          <p id={`${inputId}-note`} className={`text-xs ${errors[name] ? 'text-danger' : 'text-muted'}`}>
            {note}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-line p-5" data-testid="address-form">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {address ? a('editAddress') : a('newAddress')}
      </h2>
      {field('name', t('name'), { autoComplete: 'name', maxLength: 120 })}
      {field('phone', t('phone'), { type: 'tel', autoComplete: 'tel', pattern: PHONE_PATTERN })}
      {field('line1', t('line1'), { autoComplete: 'address-line1', maxLength: 200 })}
      {field('line2', t('line2'), { autoComplete: 'address-line2', maxLength: 200, required: false })}
      {field('city', t('city'), { autoComplete: 'address-level2', maxLength: 100 })}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-state`} className="block text-sm font-semibold">
            {t('state')}
          </label>
          <select
            id={`${id}-state`}
            name="state"
            required
            defaultValue={address?.state ?? ''}
            autoComplete="address-level1"
            className={inputClass}
            aria-invalid={Boolean(errors.state)}
            aria-describedby={errors.state ? `${id}-state-note` : undefined}
            onChange={() => setErrors((current) => ({ ...current, state: undefined }))}
          >
            <UsStateOptions prompt={t('chooseState')} />
          </select>
          {errors.state && (
            <p id={`${id}-state-note`} className="text-xs text-danger">
              {errors.state}
            </p>
          )}
        </div>
        {field('zip', t('zip'), { inputMode: 'numeric', autoComplete: 'postal-code', pattern: ZIP_PATTERN, maxLength: 10 }, t('zipHint'))}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isDefault" defaultChecked={address?.isDefault ?? false} className="size-4 accent-brand" />
        {a('makeDefault')}
      </label>
      {alert && (
        <p role="alert" className="text-sm text-danger">
          {alert}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className="rounded bg-brand px-5 py-2.5 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand-dark disabled:opacity-60">
          {busy ? a('saving') : a('saveAddress')}
        </button>
        <button type="button" onClick={onCancel} className="rounded border border-ink px-5 py-2.5 text-sm font-bold hover:bg-surface">
          {a('cancel')}
        </button>
      </div>
    </form>
  );
}
