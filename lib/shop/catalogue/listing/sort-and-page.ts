import { PAGE_SIZE, type SortOrder } from '@/lib/shop/catalogue/listing/sort';

/**
 * Sorting and paging: a list held in memory (search results, stored lists, the remote shop's
 * answers) and the one paging rule every listing shares. Apart from the sort orders (sort.ts),
 * which the listing's controls in the browser read on every listing page.
 */

type Sortable = { name: string; price: number };

const COMPARATORS: Record<Exclude<SortOrder, 'featured'>, (a: Sortable, b: Sortable) => number> = {
  ascending: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  descending: (a, b) => b.name.localeCompare(a.name, 'en', { sensitivity: 'base' }),
  price_ascending: (a, b) => a.price - b.price,
  price_descending: (a, b) => b.price - a.price,
};

// Featured is the server's own order, so it is returned untouched.
export function sortProducts<T extends Sortable>(items: readonly T[], order: SortOrder): T[] {
  return order === 'featured' ? [...items] : [...items].sort(COMPARATORS[order]);
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.ceil(Math.max(0, total) / size);
}

/**
 * The one paging rule of every listing, in the database or in memory: pages are 1-based as in
 * the URL, and an out-of-range request shows the nearest real page.
 */
export function pageWindow(total: number, requested: number, size = PAGE_SIZE): { page: number; pageCount: number; offset: number } {
  const pages = pageCount(total, size);
  const page = Number.isFinite(requested) ? Math.min(Math.max(1, Math.floor(requested)), Math.max(1, pages)) : 1;
  return { page, pageCount: pages, offset: (page - 1) * size };
}

/** One page of a list held in memory, with what the pagination needs. */
export function pageOf<T>(items: readonly T[], requested: number, size = PAGE_SIZE): { items: T[]; total: number; page: number; pageCount: number } {
  const { page, pageCount: pages, offset } = pageWindow(items.length, requested, size);
  return { items: items.slice(offset, offset + size), total: items.length, page, pageCount: pages };
}
