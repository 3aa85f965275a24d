/** @jest-environment jest-fixed-jsdom */
import { useGarage } from '@/lib/client/stores/garage';

const KEY = 'yps_garage';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');
const otherTabWrites = (value: unknown) => {
  localStorage.setItem(KEY, JSON.stringify(value));
  window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
};

describe('the garage store', () => {
  beforeEach(async () => {
    localStorage.clear();
    await useGarage.getState().hydrate();
    useGarage.getState().replace({ vehicles: [], active: null, account: false });
  });

  it('keeps what is picked in storage, for the next visit', () => {
    useGarage.getState().choose('zn8');
    useGarage.getState().choose('mk5-gr-supra');
    expect(stored()).toEqual({ vehicles: ['mk5-gr-supra', 'zn8'], active: 'mk5-gr-supra', account: false });
    useGarage.getState().remove('mk5-gr-supra');
    expect(stored()).toEqual({ vehicles: ['zn8'], active: 'zn8', account: false });
  });

  it('follows another tab: a vehicle picked there is active here', () => {
    otherTabWrites({ vehicles: ['gr-corolla'], active: 'gr-corolla', account: false });
    expect(useGarage.getState().value).toEqual({ vehicles: ['gr-corolla'], active: 'gr-corolla', account: false });
    // A change here builds on the other tab's, not on what this tab last saw.
    useGarage.getState().choose('zn6');
    expect(stored()).toEqual({ vehicles: ['zn6', 'gr-corolla'], active: 'zn6', account: false });
  });

  it('follows another tab clearing storage', () => {
    useGarage.getState().choose('zn8');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(useGarage.getState().value).toEqual({ vehicles: [], active: null, account: false });
  });

  it.each([
    ['damaged JSON', '{not json', { vehicles: [], active: null, account: false }],
    ['the wrong shape', JSON.stringify(['zn8']), { vehicles: [], active: null, account: false }],
    ['a vehicle the catalogue no longer has', JSON.stringify({ vehicles: ['ae86', 'zn8'], active: 'ae86' }), { vehicles: ['zn8'], active: 'zn8', account: false }],
    ['a garage saved before the account flag', JSON.stringify({ vehicles: ['zn8'], active: 'zn8' }), { vehicles: ['zn8'], active: 'zn8', account: false }],
  ])('reads %s safely', (_, raw, value) => {
    localStorage.setItem(KEY, raw);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(useGarage.getState().value).toEqual(value);
  });
});
