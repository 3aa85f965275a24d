'use client';
import type { MouseEvent } from 'react';
import { useLocale, useTranslations } from '#intl';
import { localizedPath } from '@/lib/i18n/locale-path';
import { paginationItems } from '@/lib/shop/catalogue';

type ListingPaginationProps = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Real links for URL-driven listings, so paging works before (or without) JavaScript. */
  hrefFor?: (page: number) => string;
};

const itemClass = 'flex h-9 min-w-9 items-center justify-center rounded border border-line px-3 text-sm font-semibold';
const activeClass = 'border-brand bg-brand text-white';
const idleClass = 'hover:border-brand hover:text-brand';

/** A navigation landmark holding a real list, so screen readers announce it as pages of a list. */
export function ListingPagination({ page, pageCount, onChange, hrefFor }: ListingPaginationProps) {
  const t = useTranslations('listing');
  const locale = useLocale();
  if (pageCount <= 1) return null;

  const control = (target: number, label: string, content: string, options: { current?: boolean; disabled?: boolean } = {}) => {
    if (options.disabled) {
      return (
        <span className={`${itemClass} opacity-40`} aria-hidden="true">
          {content}
        </span>
      );
    }
    const className = `${itemClass} ${options.current ? activeClass : idleClass}`;
    const current = options.current ? ('page' as const) : undefined;
    if (!hrefFor) {
      return (
        <button type="button" className={className} aria-label={label} aria-current={current} onClick={() => onChange(target)}>
          {content}
        </button>
      );
    }
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      // A plain click pages in place; a modified click opens the link as the browser would.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      onChange(target);
    };
    return (
      <a href={localizedPath(locale, hrefFor(target))} className={className} aria-label={label} aria-current={current} onClick={follow}>
        {content}
      </a>
    );
  };

  return (
    <nav className="mt-8 flex justify-center" aria-label={t('pagination')} data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>{control(page - 1, t('previousPage'), '‹', { disabled: page <= 1 })}</li>
        {paginationItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>{control(item, item === page ? t('currentPage', { page: item }) : t('goToPage', { page: item }), String(item), { current: item === page })}</li>
          ),
        )}
        <li>{control(page + 1, t('nextPage'), '›', { disabled: page >= pageCount })}</li>
      </ul>
    </nav>
  );
}
