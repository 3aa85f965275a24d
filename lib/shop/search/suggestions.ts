export const MAX_DROPDOWN_PRODUCTS = 3;
export { SEARCH_DEBOUNCE_MS } from './debounce';

const SUGGESTION_SUFFIXES = ['Toyota', 'Performance', 'Parts'] as const;

export function suggestedSearches(query: string): string[] {
  const q = query.trim();
  return q ? SUGGESTION_SUFFIXES.map((suffix) => `${q} ${suffix}`) : [];
}
