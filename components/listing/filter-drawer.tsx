'use client';
import type { ReactNode } from 'react';
import { useTranslations } from '#intl';
import type { FilterParam, FilterSelection } from '@/lib/catalog/filter-selection';
import { lazyClient } from '@/components/ui/lazy-client';
import { useLazyPanel } from '@/lib/hooks/use-lazy-panel';
import { FILTER_BUTTON_CLASS, FilterLabel } from './filter-label';

// The panel's code (its dialog, one checkbox per value, their labels) is fetched on first intent; the page shows the button.
const loadDialog = () => import('./filter-dialog');
const FilterDialog = lazyClient(() => loadDialog().then((loaded) => loaded.FilterDialog));

export type FilterGroup = { param: FilterParam; options: readonly string[] };

type FilterDrawerProps = {
  groups: readonly FilterGroup[];
  selected: FilterSelection;
  onToggle: (param: FilterParam, value: string) => void;
  pending?: boolean;
  /** What stands in for the button without JavaScript (FilterFallback, inside the listing's GET form). */
  fallback?: ReactNode;
  /** Opens the panel when it mounts, focus on this checkbox: the tick that led to this page. */
  openAt?: { param: FilterParam; value: string } | null;
};

/**
 * The filters' button, and their side panel once asked for (FilterDialog). A listing that mounts for
 * a tick made in the panel (`openAt`) mounts it open at once: its code has arrived with that tick.
 */
export function FilterDrawer({ groups, selected, onToggle, pending = false, fallback, openAt = null }: FilterDrawerProps) {
  const t = useTranslations('listing');
  const panel = useLazyPanel(loadDialog, openAt !== null);
  const active = groups.reduce((count, group) => count + selected[group.param].length, 0);

  return (
    <>
      <button type="button" {...panel.prefetch} onClick={panel.show} className={`${FILTER_BUTTON_CLASS} ${fallback ? 'filters-need-js' : ''}`} aria-haspopup="dialog">
        <FilterLabel text={t('filters')} active={active} />
      </button>
      {fallback}
      {panel.mounted && (
        <FilterDialog groups={groups} selected={selected} onToggle={onToggle} pending={pending} open={panel.open} onClose={panel.hide} focusAt={openAt} />
      )}
    </>
  );
}
