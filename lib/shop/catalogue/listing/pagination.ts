export type PaginationItem = number | 'gap';

/**
 * The page numbers a pagination shows: the first and last `margin` pages, `around` pages either
 * side of the current one, and a gap for each run left out (a gap of one page shows that page).
 */
export function paginationItems(page: number, pageCount: number, margin = 1, around = 1): PaginationItem[] {
  const shown = new Set<number>();
  for (let n = 1; n <= pageCount; n++) {
    if (n <= margin || n > pageCount - margin || Math.abs(n - page) <= around) shown.add(n);
  }
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}

/**
 * Whether a listing's requested page lies past its last one. An empty listing still has its
 * first page (which says so); any later page is not found rather than a copy of another page
 * under a new address, which crawlers would index and the page cache would keep.
 */
export const isPastLastPage = (requested: number, pageCount: number): boolean => requested > Math.max(1, pageCount);
