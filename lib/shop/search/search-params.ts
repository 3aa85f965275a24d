import type { PageQuery } from '@/lib/shop/catalogue';

export const MAX_SEARCH_QUERY = 200;

/** The search page's text: first `query` value, trimmed and capped like the API's. */
export function searchQueryOf(searchParams: PageQuery): string {
  const raw = searchParams.query;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').trim().slice(0, MAX_SEARCH_QUERY);
}
