/** @jest-environment jest-fixed-jsdom */
import { useCart } from '@/lib/client/stores/cart';
import { useRecentlyViewed } from '@/lib/client/stores/recently-viewed';
import { useSortOrder } from '@/lib/client/stores/listing-preferences';
import { cartLine as line } from '../../support/cart-line';
import type { ProductSummary } from '@/lib/shop/catalogue';

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('a stored store', () => {
  afterEach(() => localStorage.clear());

  it('holds a write made before it has read storage, then applies it on top of what is stored', async () => {
    const viewed = { id: 7, slug: 'hood', name: 'Hood', price: 10 } as ProductSummary;
    localStorage.setItem('recentlyViewedProducts', JSON.stringify([viewed]));
    const fresh = { ...viewed, id: 8, slug: 'wing', name: 'Wing' };
    useRecentlyViewed.getState().record(fresh);
    // Nothing is written until the stored list has been read.
    expect(stored('recentlyViewedProducts')).toHaveLength(1);
    await useRecentlyViewed.getState().hydrate();
    expect(stored('recentlyViewedProducts').map((p: ProductSummary) => p.id)).toEqual([8, 7]);
    expect(useRecentlyViewed.getState().value.map((p) => p.id)).toEqual([8, 7]);
  });

  it.each([
    ['damaged JSON', '{not json'],
    ['the wrong shape', JSON.stringify({ sort: 'price' })],
    ['a value outside the choices', JSON.stringify('cheapest')],
  ])('reads %s as the default', async (_, raw) => {
    localStorage.setItem('sortOrder', raw);
    await useSortOrder.getState().hydrate();
    expect(useSortOrder.getState()).toMatchObject({ value: 'featured', hydrated: true });
  });

  it('answers an add with whether stock allowed it, re-reading what another tab stored', async () => {
    await useCart.getState().hydrate();
    expect(await useCart.getState().add(line())).toBe(true);
    localStorage.setItem('ypscart', JSON.stringify([line({ quantity: 2 })]));
    expect(await useCart.getState().add(line())).toBe(false);
    expect(stored('ypscart')[0].quantity).toBe(2);
  });

  it('follows another tab', async () => {
    await useCart.getState().hydrate();
    localStorage.setItem('ypscart', JSON.stringify([line({ quantity: 2 })]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'ypscart' }));
    expect(useCart.getState().value[0].quantity).toBe(2);
  });
});
