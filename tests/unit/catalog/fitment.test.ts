import { fitOf, fitsAny } from '@/lib/shop/catalogue/fitment';

describe('fitOf: a part against the shopper\'s vehicle', () => {
  it.each([
    // part's vehicles, the active vehicle, the mark
    [['zn8'], 'zn8', 'yes'],
    [['zn8', 'zn6'], 'zn6', 'yes'],
    [['mk4-supra', 'mk5-gr-supra', 'zn6'], 'mk5-gr-supra', 'yes'],
    [['zn8'], 'zn6', 'no'],
    [['12th-gen-corolla', '11th-gen-corolla'], 'gr-corolla', 'no'],
    // universal: a part of no vehicle fits every one
    [[], 'zn8', 'universal'],
    [[], 'gen-7-camry', 'universal'],
    // unknown vehicles: a part listed for a car the shop does not know fits none of the shopper's
    [['Lexus IS300'], 'zn8', 'no'],
    [['Unknown'], 'mk4-supra', 'no'],
    // no vehicle to answer for: no mark
    [['zn8'], null, null],
    [[], null, null],
    [['zn8'], undefined, null],
    [['zn8'], '', null],
  ] as const)('%j for %s → %s', (part, vehicle, fit) => {
    expect(fitOf(part, vehicle)).toBe(fit);
  });
});

describe('fitsAny: a part against the vehicles a listing is narrowed to', () => {
  it.each([
    [['zn8'], ['zn8'], true],
    [['zn8', 'zn6'], ['zn6'], true],
    [['zn8', 'zn6'], ['mk4-supra', 'zn6'], true],
    [['zn8', 'zn6'], ['mk4-supra', 'mk5-gr-supra'], false],
    [['zn8'], [], false],
    [[], ['zn8'], true],
    [[], [], true],
    [['Lexus IS300'], ['zn8'], false],
  ] as const)('%j narrowed to %j → %s', (part, vehicles, fits) => {
    expect(fitsAny(part, vehicles)).toBe(fits);
  });
});
