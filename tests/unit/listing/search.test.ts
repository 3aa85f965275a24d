import { MAX_SEARCH_QUERY, searchQueryOf } from '@/lib/shop/search/search-params';

describe('searchQueryOf', () => {
  it.each([
    [{}, ''],
    [{ query: '  exhaust  ' }, 'exhaust'],
    [{ query: ['hood', 'lip'] }, 'hood'],
    [{ query: 'x'.repeat(300) }, 'x'.repeat(MAX_SEARCH_QUERY)],
  ])('%o → %s', (params, query) => expect(searchQueryOf(params)).toBe(query));
});
