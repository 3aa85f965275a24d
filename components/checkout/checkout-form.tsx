'use client';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslations } from '#intl';
import { UsStateOptions } from '@/components/checkout/us-state-options';
import { PHONE_PATTERN, ZIP_PATTERN } from '@/lib/shop/common/address-patterns';

export type CheckoutDetails = {
  contact: { email: string; name: string; phone: string };
  address: { line1: string; line2: string; city: string; state: string; zip: string };
};

type FieldErrors = Record<string, string[] | undefined>;

const inputClass = 'w-full rounded border border-line px-3 py-2 text-sm aria-[invalid=true]:border-danger';

function Field({ label, error, children, hint }: { label: string; error?: string; hint?: string; children: (props: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const describedBy = error || hint ? `${id}-note` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({ id, describedBy })}
      {(error || hint) && (
        <p id={`${id}-note`} className={`text-xs ${error ? 'text-danger' : 'text-muted'}`}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

export function readDetails(form: HTMLFormElement): CheckoutDetails {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? '');
  return {
    contact: { email: value('email'), name: value('name'), phone: value('phone') },
    address: { line1: value('line1'), line2: value('line2'), city: value('city'), state: value('state'), zip: value('zip') },
  };
}

/** The saved value at 'contact.email' or 'address.zip', for a form filled from the account. */
function valueAt(details: CheckoutDetails | undefined, path: string): string | undefined {
  const [group, key] = path.split('.') as ['contact' | 'address', string];
  return (details?.[group] as Record<string, string> | undefined)?.[key];
}

/** Contact and US shipping address; the browser checks the patterns first, the server checks again. */
export function CheckoutFields({ errors, defaults }: { errors: FieldErrors; defaults?: CheckoutDetails }) {
  const t = useTranslations('checkout');
  const message = (path: string) => {
    const key = errors[path]?.[0];
    if (!key) return undefined;
    return t.has(`errors.${key}`) ? t(`errors.${key}`) : t('errors.required');
  };
  const text = (name: string, path: string, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <Field label={label} error={message(path)} hint={hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={name}
          defaultValue={valueAt(defaults, path)}
          className={inputClass}
          aria-invalid={Boolean(message(path))}
          aria-describedby={describedBy}
          required
          {...props}
        />
      )}
    </Field>
  );

  return (
    <>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">{t('contact')}</legend>
        {text('email', 'contact.email', t('email'), { type: 'email', autoComplete: 'email', maxLength: 254 })}
        {text('name', 'contact.name', t('name'), { autoComplete: 'name', maxLength: 120 })}
        {text('phone', 'contact.phone', t('phone'), { type: 'tel', autoComplete: 'tel', pattern: PHONE_PATTERN })}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-1 text-lg font-bold">{t('address')}</legend>
        <p className="text-sm text-muted">{t('usOnly')}</p>
        {text('line1', 'address.line1', t('line1'), { autoComplete: 'address-line1', maxLength: 200 })}
        {text('line2', 'address.line2', t('line2'), { autoComplete: 'address-line2', maxLength: 200, required: false })}
        {text('city', 'address.city', t('city'), { autoComplete: 'address-level2', maxLength: 100 })}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('state')} error={message('address.state')}>
            {({ id, describedBy }) => (
              <select id={id} name="state" required defaultValue={defaults?.address.state ?? ''} autoComplete="address-level1" className={inputClass} aria-invalid={Boolean(message('address.state'))} aria-describedby={describedBy}>
                <UsStateOptions prompt={t('chooseState')} />
              </select>
            )}
          </Field>
          {text('zip', 'address.zip', t('zip'), { inputMode: 'numeric', autoComplete: 'postal-code', pattern: ZIP_PATTERN, maxLength: 10 }, t('zipHint'))}
        </div>
      </fieldset>
    </>
  );
}
