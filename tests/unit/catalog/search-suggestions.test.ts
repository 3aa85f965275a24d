import { MAX_DROPDOWN_PRODUCTS, SEARCH_DEBOUNCE_MS, suggestedSearches } from '@/lib/catalog/search-suggestions';

it('shows 3 products after a 500 ms pause', () => {
  expect(MAX_DROPDOWN_PRODUCTS).toBe(3);
  expect(SEARCH_DEBOUNCE_MS).toBe(500);
});

it.each([
  ['hood', ['hood Toyota', 'hood Performance', 'hood Parts']],
  ['  gr86 wing ', ['gr86 wing Toyota', 'gr86 wing Performance', 'gr86 wing Parts']],
  ['', []],
  ['   ', []],
])('suggestedSearches(%p)', (query, expected) => expect(suggestedSearches(query)).toEqual(expected));
