import { orderCache } from '@/lib/shop/catalogue/embedded/listing-order-cache';

const ids = (...values: number[]) => Int32Array.from(values);

describe('orderCache', () => {
  it('answers only for the version it was given', () => {
    const cache = orderCache(10);
    cache.set('a', '1', ids(3, 1, 2));
    expect(cache.get('a', '1')).toEqual(ids(3, 1, 2));
    expect(cache.get('a', '2')).toBeUndefined();
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.get('b', '1')).toBeUndefined();
  });

  it('drops the least recently used listings to stay within its size', () => {
    const cache = orderCache(6);
    cache.set('a', '1', ids(1, 2, 3));
    cache.set('b', '1', ids(4, 5));
    expect(cache.get('a', '1')).toBeDefined();
    cache.set('c', '1', ids(6, 7, 8));
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toEqual(ids(1, 2, 3));
    expect(cache.get('c', '1')).toEqual(ids(6, 7, 8));
  });

  it('keeps nothing larger than itself, and replaces a key in place', () => {
    const cache = orderCache(3);
    cache.set('big', '1', ids(1, 2, 3, 4));
    expect(cache.get('big', '1')).toBeUndefined();
    cache.set('a', '1', ids(1, 2));
    cache.set('a', '2', ids(2, 1));
    cache.set('b', '1', ids(9));
    expect(cache.get('a', '2')).toEqual(ids(2, 1));
    expect(cache.get('b', '1')).toEqual(ids(9));
  });
});
