import { suggestedSearches } from '@/lib/shop/search/suggestions';

it.each([
  ['hood', ['hood Toyota', 'hood Performance', 'hood Parts']],
  ['  gr86 wing ', ['gr86 wing Toyota', 'gr86 wing Performance', 'gr86 wing Parts']],
  ['', []],
  ['   ', []],
])('suggestedSearches(%p)', (query, expected) => expect(suggestedSearches(query)).toEqual(expected));
