import {
  BRANDS,
  CAR_MODELS,
  CATEGORIES,
  MAKE_MATERIALS,
  PRODUCT_TYPES,
  WHEEL_SIZES,
} from '@/lib/shop/catalogue/filters';
import { emptySelection as empty, parseSelection, singleSelectedValue, toggleValue, type Selection } from '@/lib/shop/catalogue/listing/listing-url';

describe('filter options', () => {
  it('has the spec option lists', () => {
    expect(CAR_MODELS).toHaveLength(10);
    expect(MAKE_MATERIALS).toEqual(['Carbon Fiber', 'Other']);
    expect(CATEGORIES).toEqual(['Body Kit', 'Exterior', 'Interior', 'Lighting']);
    expect(BRANDS).toEqual(['ADVAN RACING', 'BC FORGED', 'Enkei', 'FR1', 'Kansei', 'Volk Racing']);
    expect(WHEEL_SIZES).toEqual(['17 inch', '18 inch', '19 inch']);
  });

  it('has 26 distinct product types including every linked one', () => {
    expect(new Set(PRODUCT_TYPES).size).toBe(26);
    expect(PRODUCT_TYPES).toEqual(
      expect.arrayContaining([
        'Exhaust',
        'Suspension Parts',
        'Hood',
        'Fenders',
        'Bumpers',
        'Front Lip',
        'Steering Wheels',
        'Rear Spoilers',
        'Rear Diffuser',
        'Performance Parts',
        'Wide Body Kit',
      ]),
    );
  });
});

describe('parseSelection', () => {
  it.each<[string, URLSearchParams | Record<string, string | string[] | undefined>, Partial<Selection>]>([
    ['empty query', new URLSearchParams(), {}],
    [
      'repeated params',
      new URLSearchParams('carModels=ZN8+GR86&carModels=MK5+Supra&productTypes=Exhaust&page=2'),
      { vehicle: ['ZN8 GR86', 'MK5 Supra'], productType: ['Exhaust'] },
    ],
    [
      'duplicates and blanks dropped',
      new URLSearchParams('brands=Enkei&brands=&brands=Enkei'),
      { brand: ['Enkei'] },
    ],
    ['record with a string', { makeMaterials: 'Carbon Fiber', query: 'x' }, { material: ['Carbon Fiber'] }],
    [
      'record with arrays',
      { wheelSizes: ['17 inch', '18 inch'], subCategories: undefined },
      { wheelSize: ['17 inch', '18 inch'] },
    ],
  ])('%s', (_label, input, expected) => expect(parseSelection(input)).toEqual({ ...empty(), ...expected }));
});

describe('toggleValue', () => {
  it.each([
    ['adds a value', 'brands=Enkei', 'brand', 'FR1', 'brands=Enkei&brands=FR1'],
    ['removes a value', 'brands=Enkei&brands=FR1', 'brand', 'Enkei', 'brands=FR1'],
    ['removes the last value', 'brands=Enkei', 'brand', 'Enkei', ''],
    [
      'resets the page',
      'page=3&categories=Interior',
      'category',
      'Exterior',
      'categories=Interior&categories=Exterior',
    ],
    [
      'keeps other params',
      'query=hood&brands=Enkei',
      'vehicle',
      'MK4 Supra',
      'query=hood&brands=Enkei&carModels=MK4+Supra',
    ],
  ] as const)('%s', (_label, before, key, value, after) => {
    const params = new URLSearchParams(before);
    expect(toggleValue(params, key, value).toString()).toBe(after);
    expect(params.toString()).toBe(before);
  });
});

describe('singleSelectedValue', () => {
  it.each<[Partial<Selection>, string | null]>([
    [{}, null],
    [{ productType: ['Exhaust'] }, 'Exhaust'],
    [{ material: ['Carbon Fiber'] }, 'Carbon Fiber'],
    [{ productType: ['Hood', 'Fenders'] }, null],
    [{ productType: ['Hood'], material: ['Carbon Fiber'] }, null],
  ])('singleSelectedValue(%o) = %p', (selection, expected) =>
    expect(singleSelectedValue({ ...empty(), ...selection })).toBe(expected),
  );
});
