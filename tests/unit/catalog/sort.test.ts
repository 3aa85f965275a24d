import { isSortOrder, SORT_ORDERS, type SortOrder } from '@/lib/shop/catalogue/listing/sort';
import { pageCount, pageOf, pageWindow, sortProducts } from '@/lib/shop/catalogue/listing/sort-and-page';

const items = [
  { id: 1, name: 'Wing', price: 900 },
  { id: 2, name: 'hood', price: 1200 },
  { id: 3, name: 'Bumper', price: 900 },
  { id: 4, name: 'Hood', price: 300 },
];

describe('sortProducts', () => {
  it.each<[SortOrder, number[]]>([
    ['featured', [1, 2, 3, 4]],
    ['ascending', [3, 2, 4, 1]],
    ['descending', [1, 2, 4, 3]],
    ['price_ascending', [4, 1, 3, 2]],
    ['price_descending', [2, 1, 3, 4]],
  ])('%s', (order, ids) => expect(sortProducts(items, order).map((i) => i.id)).toEqual(ids));

  it('does not mutate its input', () => {
    const before = items.map((i) => i.id);
    sortProducts(items, 'price_ascending');
    expect(items.map((i) => i.id)).toEqual(before);
  });
});

describe('isSortOrder', () => {
  it.each<[unknown, boolean]>([
    ...SORT_ORDERS.map((o): [unknown, boolean] => [o, true]),
    ['price', false],
    [null, false],
    [1, false],
  ])(
    'isSortOrder(%p) = %p',
    (value, expected) => expect(isSortOrder(value)).toBe(expected),
  );
});

describe('pageCount', () => {
  it.each([
    [0, 0],
    [1, 1],
    [14, 1],
    [15, 2],
    [28, 2],
    [29, 3],
  ])('pageCount(%p) = %p', (total, pages) => expect(pageCount(total)).toBe(pages));
});

describe('pageOf', () => {
  const thirty = Array.from({ length: 30 }, (_, i) => i);

  it.each([
    [1, 0, 14],
    [2, 14, 14],
    [3, 28, 2],
    [4, 28, 2],
    [0, 0, 14],
    [-1, 0, 14],
    [NaN, 0, 14],
    [1.9, 0, 14],
  ])('page %p starts at %p with %p items', (page, first, count) => {
    const { items: slice, total, pageCount: pages } = pageOf(thirty, page);
    expect(slice[0]).toBe(first);
    expect(slice).toHaveLength(count);
    expect([total, pages]).toEqual([30, 3]);
  });

  it('answers page 1 of nothing for an empty list', () => expect(pageOf([], 3)).toEqual({ items: [], total: 0, page: 1, pageCount: 0 }));
});

describe('pageWindow', () => {
  it.each([
    [100, 1, 20, { page: 1, pageCount: 5, offset: 0 }],
    [100, 5, 20, { page: 5, pageCount: 5, offset: 80 }],
    [100, 9, 20, { page: 5, pageCount: 5, offset: 80 }],
    [0, 4, 20, { page: 1, pageCount: 0, offset: 0 }],
    [30, 2, undefined, { page: 2, pageCount: 3, offset: 14 }],
  ])('%p items, page %p of %p each → %o', (total, page, size, expected) => expect(pageWindow(total, page, size)).toEqual(expected));
});
