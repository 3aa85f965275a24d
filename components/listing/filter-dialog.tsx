'use client';
import { useEffect, useId, useRef } from 'react';
import { useTranslations } from '#intl';
import type { SelectionKey, Selection } from '@/lib/shop/catalogue';
import { PanelHeading } from '@/components/layout/panel-heading';
import type { LabeledFilterGroup } from './filter-labels';

type FilterDialogProps = {
  groups: readonly LabeledFilterGroup[];
  selected: Selection;
  onToggle: (key: SelectionKey, value: string) => void;
  pending: boolean;
  open: boolean;
  onClose: () => void;
  /** The checkbox to focus when the dialog opens: the tick that led to this page. */
  focusAt: { key: SelectionKey; value: string } | null;
};

/** The filter side panel, on a native modal dialog: focus is trapped, Escape closes it, and focus returns to its button. */
export function FilterDialog({ groups, selected, onToggle, pending, open, onClose, focusAt }: FilterDialogProps) {
  const t = useTranslations('listing');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Next keeps a listing the shopper navigated away from mounted but hidden (for Back); an open
  // modal dialog there would keep the whole page inert, so hiding the listing closes it.
  useEffect(() => {
    const panel = dialog.current;
    return () => panel?.close();
  }, []);

  useEffect(() => {
    const panel = dialog.current;
    if (!open || !panel || panel.open) return;
    panel.showModal();
    if (!focusAt) return;
    const boxes = [...panel.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    boxes.find((box) => box.dataset.key === focusAt.key && box.dataset.value === focusAt.value)?.focus();
  }, [open, focusAt]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      className="fixed inset-y-0 left-0 right-auto m-0 h-full max-h-none w-[min(22rem,90vw)] max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
      data-testid="filter-drawer"
    >
      <div className="flex h-full flex-col">
        <PanelHeading id={titleId} title={t('filters')} closeLabel={t('closeFilters')} onClose={() => dialog.current?.close()} />
        <div className="flex-1 overflow-y-auto px-4 py-2" aria-busy={pending}>
          {groups.map((group) => (
            <fieldset key={group.key} className="border-b border-line py-3 last:border-0">
              <legend className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">{group.label}</legend>
              <ul className="space-y-1.5">
                {group.options.map((option) => (
                  <li key={option.value}>
                    <label className="flex cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={selected[group.key].includes(option.value)}
                        onChange={() => onToggle(group.key, option.value)}
                        data-key={group.key}
                        data-value={option.value}
                        className="h-4 w-4 accent-brand"
                      />
                      {option.label}
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
  );
}
