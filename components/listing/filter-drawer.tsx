'use client';
import { useTranslations } from '#intl';
import { fieldName, type SelectionKey, type Selection } from '@/lib/shop/catalogue';
import { lazyClient } from '@/components/ui/lazy-client';
import { useLazyPanel } from '@/lib/client/hooks/use-lazy-panel';
import type { LabeledFilterGroup } from './filter-labels';

// The panel's code (its dialog, one checkbox per value) is fetched on first intent; the page shows the button.
const loadDialog = () => import('./filter-dialog');
const FilterDialog = lazyClient(() => loadDialog().then((loaded) => loaded.FilterDialog));

type FilterDrawerProps = {
  groups: readonly LabeledFilterGroup[];
  selected: Selection;
  onToggle: (key: SelectionKey, value: string) => void;
  pending?: boolean;
  /** Inside a GET form: without JavaScript the drawer becomes a disclosure whose ticks the form submits. */
  submittable?: boolean;
  /** Opens the panel when it mounts, focus on this checkbox: the tick that led to this page. */
  openAt?: { key: SelectionKey; value: string } | null;
};

/**
 * The filters' button, and their side panel once asked for (FilterDialog). A listing that mounts for
 * a tick made in the panel (`openAt`) mounts it open at once: its code has arrived with that tick.
 */
export function FilterDrawer({ groups, selected, onToggle, pending = false, submittable = false, openAt = null }: FilterDrawerProps) {
  const t = useTranslations('listing');
  const panel = useLazyPanel(loadDialog, openAt !== null);
  const active = groups.reduce((count, group) => count + selected[group.key].length, 0);

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
      <button type="button" {...panel.prefetch} onClick={panel.show} className={`${buttonClass} ${submittable ? 'noscript:hidden' : ''}`} aria-haspopup="dialog">
        {label}
      </button>
      {submittable && (
        // React never renders a noscript's children in the browser (the element is kept, its content
        // is the server's HTML), so the disclosure is built on the server only and stays out of the bundle.
        <noscript>
          {typeof window === 'undefined' && (
            <>
              <details className="w-full">
                <summary className={`${buttonClass} w-fit cursor-pointer`}>{label}</summary>
                <div className="mt-2 grid gap-x-6 rounded border border-line p-4 sm:grid-cols-2 lg:grid-cols-3">
                  {groups.map((group) => (
                    <fieldset key={group.key} className="py-2">
                      <legend className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">{group.label}</legend>
                      <ul className="space-y-1.5">
                        {group.options.map((option) => (
                          <li key={option.value}>
                            <label className="flex cursor-pointer items-center gap-2 text-sm">
                              <input type="checkbox" name={fieldName(group.key)} value={option.value} defaultChecked={selected[group.key].includes(option.value)} className="h-4 w-4 accent-brand" />
                              {option.label}
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
            </>
          )}
        </noscript>
      )}
      {panel.mounted && (
        <FilterDialog groups={groups} selected={selected} onToggle={onToggle} pending={pending} open={panel.open} onClose={panel.hide} focusAt={openAt} />
      )}
    </>
  );
}
