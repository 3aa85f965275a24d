'use client';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslations } from '#intl';
import { SORT_FIELD, SORT_ORDERS, isSortOrder, type SortOrder } from '@/lib/shop/catalogue';

type ListingToolbarProps = {
  list: boolean;
  onListChange: (list: boolean) => void;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
  /** How many products match, in words ("24 products"). */
  countText: string;
  /** The Filters button and its drawer. */
  filters: ReactNode;
  /** Inside a GET form: the sort is a named field and, without JavaScript, a button applies it. */
  submittable?: boolean;
  /** Focus the sort box when this toolbar mounts: the sort change that led to this page. */
  focusSort?: boolean;
};

const toggleClass = (active: boolean) => `rounded p-2 ${active ? 'bg-ink text-white' : 'text-muted hover:bg-surface'}`;

export function ListingToolbar({ list, onListChange, sort, onSortChange, countText, filters, submittable = false, focusSort = false }: ListingToolbarProps) {
  const t = useTranslations('listing');
  const sortId = useId();
  const sortBox = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (focusSort) sortBox.current?.focus();
  }, [focusSort]);
  return (
    <div className="mb-5 flex flex-wrap items-center gap-3 border-y border-line py-3">
      <div className="flex items-center gap-1" role="group" aria-label={t('view')}>
        <button type="button" onClick={() => onListChange(false)} aria-pressed={!list} aria-label={t('gridView')} title={t('gridView')} className={toggleClass(!list)}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <rect x="3" y="3" width="8" height="8" rx="1" />
            <rect x="13" y="3" width="8" height="8" rx="1" />
            <rect x="3" y="13" width="8" height="8" rx="1" />
            <rect x="13" y="13" width="8" height="8" rx="1" />
          </svg>
        </button>
        <button type="button" onClick={() => onListChange(true)} aria-pressed={list} aria-label={t('listView')} title={t('listView')} className={toggleClass(list)}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <rect x="3" y="4" width="18" height="4" rx="1" />
            <rect x="3" y="10" width="18" height="4" rx="1" />
            <rect x="3" y="16" width="18" height="4" rx="1" />
          </svg>
        </button>
      </div>
      {filters}
      <p className="text-sm text-muted" aria-live="polite">
        {countText}
      </p>
      <div className="ml-auto flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-semibold">
          {t('sortBy')}
        </label>
        <select
          ref={sortBox}
          id={sortId}
          name={submittable ? SORT_FIELD : undefined}
          value={sort}
          onChange={(event) => isSortOrder(event.target.value) && onSortChange(event.target.value)}
          className="rounded border border-line bg-white px-2 py-2 text-sm"
        >
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`sort.${order}`)}
            </option>
          ))}
        </select>
        {submittable && (
          <noscript>
            {/* React never renders a noscript's children in the browser: built on the server only, the bundle carries none of it. */}
            {typeof window === 'undefined' && (
              <button type="submit" className="rounded border border-ink px-3 py-2 text-sm font-bold hover:bg-ink hover:text-white">
                {t('apply')}
              </button>
            )}
          </noscript>
        )}
      </div>
    </div>
  );
}
