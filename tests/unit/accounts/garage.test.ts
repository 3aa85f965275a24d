import { keptGarage, mergeGarages, withVehicle, withoutVehicle, type Garage } from '@/lib/shop/accounts/garage';
import { isVehicleSlug } from '@/lib/shop/catalogue/vehicles';

const garage = (vehicles: string[], active: string | null): Garage => ({ vehicles, active });

describe('picking and removing vehicles', () => {
  it.each([
    ['an empty garage', garage([], null), 'zn8', garage(['zn8'], 'zn8')],
    ['a new one goes first and becomes active', garage(['zn8'], 'zn8'), 'mk4-supra', garage(['mk4-supra', 'zn8'], 'mk4-supra')],
    ['a kept one becomes active where it is', garage(['mk4-supra', 'zn8'], 'mk4-supra'), 'zn8', garage(['mk4-supra', 'zn8'], 'zn8')],
  ])('withVehicle: %s', (_, before, slug, after) => {
    expect(withVehicle(before, slug)).toEqual(after);
  });

  it('withVehicle keeps at most ten, dropping the oldest', () => {
    const full = garage(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], 'a');
    expect(withVehicle(full, 'k')).toEqual(garage(['k', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], 'k'));
  });

  it.each([
    ['the active one: the next becomes active', garage(['mk4-supra', 'zn8'], 'mk4-supra'), 'mk4-supra', garage(['zn8'], 'zn8')],
    ['another one: the active one stays', garage(['mk4-supra', 'zn8'], 'mk4-supra'), 'zn8', garage(['mk4-supra'], 'mk4-supra')],
    ['the last one: none is active', garage(['zn8'], 'zn8'), 'zn8', garage([], null)],
    ['one not kept: nothing changes', garage(['zn8'], 'zn8'), 'zn6', garage(['zn8'], 'zn8')],
  ])('withoutVehicle: %s', (_, before, slug, after) => {
    expect(withoutVehicle(before, slug)).toEqual(after);
  });

  it('keeps the fields it does not know about (the stored account flag)', () => {
    expect(withVehicle({ ...garage([], null), account: true }, 'zn8')).toEqual({ vehicles: ['zn8'], active: 'zn8', account: true });
  });
});

describe('keptGarage: a garage as it may be stored', () => {
  it.each([
    ['as it is', garage(['zn8', 'zn6'], 'zn6'), garage(['zn8', 'zn6'], 'zn6')],
    ['an unknown vehicle dropped', garage(['ae86', 'zn8'], 'zn8'), garage(['zn8'], 'zn8')],
    ['an unknown active vehicle: the first is active', garage(['zn8', 'ae86'], 'ae86'), garage(['zn8'], 'zn8')],
    ['only unknown vehicles: empty', garage(['ae86'], 'ae86'), garage([], null)],
    ['each vehicle once', garage(['zn8', 'zn8', 'zn6'], null), garage(['zn8', 'zn6'], 'zn8')],
  ])('%s', (_, stored, kept) => {
    expect(keptGarage(stored, isVehicleSlug)).toEqual(kept);
  });
});

describe('mergeGarages at sign-in', () => {
  it.each([
    ['both empty', garage([], null), garage([], null), garage([], null)],
    ['the browser\'s only', garage(['zn8'], 'zn8'), garage([], null), garage(['zn8'], 'zn8')],
    ['the account\'s only', garage([], null), garage(['mk5-gr-supra'], 'mk5-gr-supra'), garage(['mk5-gr-supra'], 'mk5-gr-supra')],
    ['both: browser first, the browser\'s active stays', garage(['zn8'], 'zn8'), garage(['mk5-gr-supra', 'zn8'], 'mk5-gr-supra'), garage(['zn8', 'mk5-gr-supra'], 'zn8')],
    ['no active vehicle in the browser: the account\'s', garage(['zn8'], null), garage(['gen-8-camry'], 'gen-8-camry'), garage(['zn8', 'gen-8-camry'], 'gen-8-camry')],
  ])('%s', (_, browser, account, merged) => {
    expect(mergeGarages(browser, account)).toEqual(merged);
  });
});
