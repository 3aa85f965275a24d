'use client';
import { useEffect, useId, useRef } from 'react';
import { useTranslations } from '#intl';
import type { FilterParam, FilterSelection } from '@/lib/catalog/filters';
import { CloseIcon } from '@/components/layout/icons';
import { filterValueLabel } from './value-label';

export type FilterGroup = { param: FilterParam; options: readonly string[] };

type FilterDrawerProps = {
  groups: readonly FilterGroup[];
  selected: FilterSelection;
  onToggle: (param: FilterParam, value: string) => void;
  pending?: boolean;
  /** Inside a GET form: without JavaScript the drawer becomes a disclosure whose ticks the form submits. */
  submittable?: boolean;
  /** Opens the drawer when it mounts, focus on this checkbox: the tick that led to this page. */
  openAt?: { param: FilterParam; value: string } | null;
};

/** A side panel on a native modal dialog: focus is trapped and Escape closes it for free. */
export function FilterDrawer({ groups, selected, onToggle, pending = false, submittable = false, openAt = null }: FilterDrawerProps) {
  const t = useTranslations('listing');
  const values = useTranslations('listing.values');
  const vehicles = useTranslations('vehicles');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const active = groups.reduce((count, group) => count + selected[group.param].length, 0);

  // Next keeps a listing the shopper navigated away from mounted but hidden (for Back); an open
  // modal dialog there would keep the whole page inert, so hiding the listing closes it.
  useEffect(() => {
    const panel = dialog.current;
    return () => panel?.close();
  }, []);

  useEffect(() => {
    const panel = dialog.current;
    if (!openAt || !panel || panel.open) return;
    panel.showModal();
    const boxes = [...panel.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    boxes.find((box) => box.dataset.param === openAt.param && box.dataset.value === openAt.value)?.focus();
  }, [openAt]);

  const label = (
    <>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 5h18M6 12h12M10 19h4" strokeLinecap="round" />
      </svg>
      {t('filters')}
      {active > 0 && <span className="rounded-full bg-brand px-1.5 text-xs text-white">{active}</span>}
    </>
  );
  const buttonClass = 'flex items-center gap-2 rounded border border-line px-3 py-2 text-sm font-semibold hover:border-brand';

  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()} className={`${buttonClass} ${submittable ? 'filters-need-js' : ''}`} aria-haspopup="dialog">
        {label}
      </button>
      {submittable && (
        <noscript>
          <style>{'.filters-need-js{display:none}'}</style>
          <details className="w-full">
            <summary className={`${buttonClass} w-fit cursor-pointer`}>{label}</summary>
            <div className="mt-2 grid gap-x-6 rounded border border-line p-4 sm:grid-cols-2 lg:grid-cols-3">
              {groups.map((group) => (
                <fieldset key={group.param} className="py-2">
                  <legend className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">{t(`groups.${group.param}`)}</legend>
                  <ul className="space-y-1.5">
                    {group.options.map((option) => (
                      <li key={option}>
                        <label className="flex cursor-pointer items-center gap-2 text-sm">
                          <input type="checkbox" name={group.param} value={option} defaultChecked={selected[group.param].includes(option)} className="h-4 w-4 accent-brand" />
                          {filterValueLabel(option, values, vehicles)}
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              ))}
              <button type="submit" className="mt-2 rounded bg-ink px-4 py-2.5 text-sm font-bold uppercase text-white hover:bg-brand sm:col-span-2 lg:col-span-3">
                {t('showResults')}
              </button>
            </div>
          </details>
        </noscript>
      )}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
        className="fixed inset-y-0 left-0 right-auto m-0 h-full max-h-none w-[min(22rem,90vw)] max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
        data-testid="filter-drawer"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 id={titleId} className="text-lg font-black uppercase">
              {t('filters')}
            </h2>
            <button type="button" onClick={() => dialog.current?.close()} className="rounded p-1.5 hover:bg-surface" aria-label={t('closeFilters')}>
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-2" aria-busy={pending}>
            {groups.map((group) => (
              <fieldset key={group.param} className="border-b border-line py-3 last:border-0">
                <legend className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">{t(`groups.${group.param}`)}</legend>
                <ul className="space-y-1.5">
                  {group.options.map((option) => (
                    <li key={option}>
                      <label className="flex cursor-pointer items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          checked={selected[group.param].includes(option)}
                          onChange={() => onToggle(group.param, option)}
                          data-param={group.param}
                          data-value={option}
                          className="h-4 w-4 accent-brand"
                        />
                        {filterValueLabel(option, values, vehicles)}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
          <div className="border-t border-line p-4">
            <button type="button" onClick={() => dialog.current?.close()} className="w-full rounded bg-ink py-2.5 text-sm font-bold uppercase text-white hover:bg-brand">
              {t('showResults')}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
