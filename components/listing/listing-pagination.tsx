'use client';
import ReactPaginate from 'react-paginate';
import { useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';

type ListingPaginationProps = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Real links for URL-driven listings, so paging works before (or without) JavaScript. */
  hrefFor?: (page: number) => string;
};

const itemLink = 'flex h-9 min-w-9 items-center justify-center rounded border border-line px-3 text-sm font-semibold hover:border-brand hover:text-brand';

export function ListingPagination({ page, pageCount, onChange, hrefFor }: ListingPaginationProps) {
  const t = useTranslations('listing');
  const locale = useLocale();
  if (pageCount <= 1) return null;
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return (
    <div className="mt-8 flex justify-center" data-testid="pagination">
      <ReactPaginate
        pageCount={pageCount}
        forcePage={page - 1}
        marginPagesDisplayed={1}
        pageRangeDisplayed={1}
        onPageChange={({ selected }) => onChange(selected + 1)}
        hrefBuilder={hrefFor ? (target) => `${prefix}${hrefFor(target)}` : undefined}
        previousLabel="‹"
        nextLabel="›"
        breakLabel="…"
        previousAriaLabel={t('previousPage')}
        nextAriaLabel={t('nextPage')}
        breakAriaLabels={{ forward: t('jumpForward'), backward: t('jumpBackward') }}
        ariaLabelBuilder={(target, current) => (current ? t('currentPage', { page: target }) : t('goToPage', { page: target }))}
        containerClassName="flex flex-wrap items-center gap-1.5"
        pageLinkClassName={itemLink}
        previousLinkClassName={itemLink}
        nextLinkClassName={itemLink}
        breakLinkClassName={itemLink}
        activeLinkClassName="!border-brand bg-brand text-white hover:!text-white"
        disabledLinkClassName="pointer-events-none opacity-40"
      />
    </div>
  );
}
