'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from '#intl';
import { CURRENCY_OPTIONS, filterCurrencyOptions, sortCurrencyOptions, type CurrencyOption } from '@/lib/shop/cart';
import { INTL_LOCALE } from '@/lib/i18n/routing';
import { useDetectedCurrency, usePreferredCountry, usePreferredCurrency } from '@/lib/client/stores/currency';
import { SearchIcon } from '@/components/layout/icons';
import { CloseIcon } from '@/components/layout/panel-icons';
import { Flag } from './flag';

export const SEARCH_FOCUS_DELAY_MS = 50;

type CurrencyModalProps = {
  open: boolean;
  onClosed: () => void;
  code: string;
  countryCode: string | null;
};

function useRegionNames(): (countryCode: string, fallback: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' });
    } catch {
      names = null;
    }
    return (countryCode, fallback) => {
      try {
        return names?.of(countryCode) ?? fallback;
      } catch {
        return fallback;
      }
    };
  }, [locale]);
}

/**
 * The 'Region and Currency' list: one row per country and currency pair, names in the page's language.
 * Loaded on the first press of a switcher and kept mounted; whenever `open` is set it opens as a modal,
 * locks page scrolling and focuses the search after 50 ms.
 */
export function CurrencyModal({ open, onClosed, code, countryCode }: CurrencyModalProps) {
  const t = useTranslations('currency');
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    element.showModal();
    const focus = setTimeout(() => search.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => {
      clearTimeout(focus);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const regionName = useRegionNames();
  const chooseCurrency = usePreferredCurrency((state) => state.choose);
  const chooseCountry = usePreferredCountry((state) => state.choose);
  const label = (option: CurrencyOption) => regionName(option.countryCode, option.country);
  const locale = useLocale();
  const options = sortCurrencyOptions(filterCurrencyOptions(CURRENCY_OPTIONS, query, label), INTL_LOCALE[locale], label);
  const selectedCountry = countryCode ? regionName(countryCode, countryCode) : '';

  const choose = (option: CurrencyOption) => {
    chooseCurrency(option.code);
    chooseCountry(option.country);
    // A manual pick replaces whatever detection found (spec 000 §4).
    useDetectedCurrency.getState().set({ currency: null, country: null, countryCode: null });
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="currency-modal-title"
      onClose={() => {
        setQuery('');
        onClosed();
      }}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      className="m-auto flex max-h-[85vh] w-[94vw] max-w-lg flex-col overflow-hidden rounded-lg bg-white p-0 text-ink backdrop:bg-black/50 [&:not([open])]:hidden"
      data-testid="currency-modal"
    >
      {/* Rendered only while open: ~190 rows stay out of every page's HTML, and region names
          (which differ between the server's and the browser's Intl data) never need to hydrate. */}
      {open && (
        <>
          <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
            <div>
              <h2 id="currency-modal-title" className="text-lg font-bold">
                {t('selectCurrency')}
              </h2>
              <p className="mt-0.5 flex items-center gap-2 text-sm text-muted">
                <Flag countryCode={countryCode} width={28} height={21} />
                {t('selected', { country: selectedCountry, code })}
              </p>
            </div>
            <button type="button" className="rounded p-1.5 hover:bg-surface" aria-label={t('close')} onClick={() => dialog.current?.close()}>
              <CloseIcon />
            </button>
          </div>
          <div className="border-b border-line px-5 py-3">
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
              <input
                ref={search}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('search')}
                aria-label={t('searchLabel')}
                className="w-full rounded border border-line py-2 pl-9 pr-3 text-sm"
              />
            </div>
          </div>
          <ul className="flex-1 overflow-y-auto py-1" aria-label={t('selectCurrency')}>
            {options.map((option) => {
              const active = option.code === code && option.countryCode === countryCode;
              return (
                <li key={`${option.countryCode}-${option.code}`}>
                  <button
                    type="button"
                    onClick={() => choose(option)}
                    aria-current={active ? 'true' : undefined}
                    className={`flex w-full items-center gap-3 px-5 py-2.5 text-left text-sm hover:bg-surface ${active ? 'bg-brand/10 font-semibold' : ''}`}
                  >
                    <Flag countryCode={option.countryCode} width={28} height={21} />
                    <span className="flex-1">{label(option)}</span>
                    <span className="font-mono text-xs font-semibold">{option.code}</span>
                    <span className="w-12 text-right text-muted">{option.symbol}</span>
                  </button>
                </li>
              );
            })}
            {options.length === 0 && <li className="px-5 py-6 text-center text-sm text-muted">{t('noMatch')}</li>}
          </ul>
        </>
      )}
    </dialog>
  );
}
