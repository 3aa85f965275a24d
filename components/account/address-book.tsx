'use client';
import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from '#intl';
import { sendJson } from '@/lib/client/post-json';
import type { SavedAddress } from '@/lib/shop/accounts';
import { lazyClient } from '@/components/ui/lazy-client';
import { AddressCard } from './address-card';

// The form and its schema (the validation library with it) come with the first press or focus of add or edit.
const loadAddressForm = () => import('./address-form');
const AddressForm = lazyClient(() => loadAddressForm().then((loaded) => loaded.AddressForm));
const prefetchForm = { onPointerDown: () => void loadAddressForm().catch(() => undefined), onFocus: () => void loadAddressForm().catch(() => undefined) };

type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

const buttonClass = 'rounded border border-ink px-3 py-1.5 text-sm font-bold hover:bg-ink hover:text-white disabled:opacity-60';

/** The shopper's addresses with add, edit, delete and 'make default'; the server page re-renders after each change. */
export function AddressBook({ addresses }: { addresses: SavedAddress[] }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const done = (message: string) => {
    setEditing(null);
    setConfirming(null);
    setStatus(message);
    router.refresh();
    addButton.current?.focus();
  };

  const act = async (method: 'POST' | 'DELETE', path: string, message: string) => {
    setBusy(true);
    setAlert(null);
    const result = await sendJson(method, path, undefined, locale);
    setBusy(false);
    if (result.ok) done(message);
    else setAlert(result.message ?? t('addressFailed'));
  };

  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        {status}
      </p>
      {alert && (
        <p role="alert" className="rounded bg-surface p-3 text-sm text-danger">
          {alert}
        </p>
      )}
      {editing?.kind === 'new' ? (
        <AddressForm onDone={() => done(t('addressSaved'))} onCancel={() => setEditing(null)} />
      ) : (
        <button ref={addButton} type="button" onClick={() => setEditing({ kind: 'new' })} {...prefetchForm} className="rounded bg-brand px-5 py-2.5 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand-dark">
          {t('newAddress')}
        </button>
      )}
      {addresses.length === 0 ? (
        <p className="rounded bg-surface p-4 text-muted">{t('noAddresses')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="address-list">
          {addresses.map((address) =>
            editing?.kind === 'edit' && editing.id === address.id ? (
              <li key={address.id} className="sm:col-span-2">
                <AddressForm address={address} onDone={() => done(t('addressSaved'))} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li key={address.id} className="flex flex-col gap-4 rounded-lg border border-line p-5" data-testid="address-entry">
                {address.isDefault && <p className="text-xs font-bold uppercase tracking-wider text-brand">{t('primaryAddress')}</p>}
                <AddressCard address={address} />
                {confirming === address.id ? (
                  <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('deleteQuestion')}>
                    <span className="text-sm font-semibold">{t('deleteQuestion')}</span>
                    <button type="button" disabled={busy} className={`${buttonClass} border-danger text-danger hover:bg-danger`} onClick={() => act('DELETE', `/api/account/addresses/${address.id}`, t('addressDeleted'))}>
                      {t('confirmDelete')}
                    </button>
                    <button type="button" className={buttonClass} onClick={() => setConfirming(null)}>
                      {t('cancel')}
                    </button>
                  </div>
                ) : (
                  <div className="mt-auto flex flex-wrap gap-2">
                    <button type="button" className={buttonClass} onClick={() => setEditing({ kind: 'edit', id: address.id })} {...prefetchForm} aria-label={t('editAddressOf', { name: address.name, line1: address.line1 })}>
                      {t('edit')}
                    </button>
                    <button type="button" className={buttonClass} onClick={() => setConfirming(address.id)} aria-label={t('deleteAddressOf', { name: address.name, line1: address.line1 })}>
                      {t('delete')}
                    </button>
                    {!address.isDefault && (
                      <button
                        type="button"
                        disabled={busy}
                        className={buttonClass}
                        onClick={() => act('POST', `/api/account/addresses/${address.id}/default`, t('defaultChanged'))}
                        aria-label={t('makeDefaultOf', { name: address.name, line1: address.line1 })}
                      >
                        {t('setDefault')}
                      </button>
                    )}
                  </div>
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
