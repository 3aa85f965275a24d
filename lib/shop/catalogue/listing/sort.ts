export const SORT_ORDERS = ['featured', 'ascending', 'descending', 'price_ascending', 'price_descending'] as const;

export type SortOrder = (typeof SORT_ORDERS)[number];

export const PAGE_SIZE = 14;

// The stored sortOrder preference is untrusted input.
export function isSortOrder(value: unknown): value is SortOrder {
  return typeof value === 'string' && (SORT_ORDERS as readonly string[]).includes(value);
}
