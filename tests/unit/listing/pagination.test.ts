import { isPastLastPage, paginationItems } from '@/lib/shop/catalogue/listing/pagination';

describe('paginationItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    // A gap of a single page shows that page instead.
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [2, 0, []],
  ])('page %p of %p → %j', (page, count, expected) => expect(paginationItems(page, count)).toEqual(expected));
});

describe('isPastLastPage', () => {
  it.each([
    [1, 0, false],
    [1, 1, false],
    [2, 0, true],
    [2, 1, true],
    [500, 1, true],
    [3, 3, false],
    [4, 3, true],
  ])('page %i of %i pages → %s', (page, pageCount, expected) => {
    expect(isPastLastPage(page, pageCount)).toBe(expected);
  });
});
