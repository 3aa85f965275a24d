export const SORT_ORDERS = ['featured', 'ascending', 'descending', 'price_ascending', 'price_descending'] as const;

export type SortOrder = (typeof SORT_ORDERS)[number];

export const PAGE_SIZE = 14;

// The stored sortOrder preference is untrusted input.
export function isSortOrder(value: unknown): value is SortOrder {
  return typeof value === 'string' && (SORT_ORDERS as readonly string[]).includes(value);
}

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

export function pageCount(total: number): number {
  return Math.ceil(Math.max(0, total) / PAGE_SIZE);
}

// Pages are 1-based as in the URL; an out-of-range page shows the nearest real one.
export function paginate<T>(items: readonly T[], page: number): T[] {
  const last = Math.max(1, pageCount(items.length));
  const current = Number.isFinite(page) ? Math.min(Math.max(1, Math.floor(page)), last) : 1;
  return items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
}
