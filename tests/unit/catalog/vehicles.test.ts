import { isVehicleSlug, vehicleByLabel, vehicleBySlug, VEHICLES } from '@/lib/shop/catalogue/vehicles';

const SPEC_SLUGS = [
  '11th-gen-corolla',
  '12th-gen-corolla',
  'gr-corolla',
  'gen-7-camry',
  'gen-8-camry',
  'gen-9-camry',
  'zn6',
  'zn8',
  'mk4-supra',
  'mk5-gr-supra',
];

it('lists the ten generations of the spec', () => {
  expect(VEHICLES.map((v) => v.slug).sort()).toEqual([...SPEC_SLUGS].sort());
});

it('uses the Car Model filter labels in filter order', () => {
  expect(VEHICLES.map((v) => v.label)).toEqual([
    'Toyota Corolla GR 2023+',
    '12th Gen Corolla 2019+',
    '11th Gen Corolla 2014-2019',
    '9th Gen Camry',
    '8th Gen Camry',
    '7th Gen Camry',
    'MK5 Supra',
    'MK4 Supra',
    'ZN8 GR86',
    'ZN6 GR86',
  ]);
});

describe('vehicleBySlug', () => {
  it.each([
    ['gr-corolla', 'corolla', 'Toyota Corolla GR 2023+'],
    ['gen-9-camry', 'camry', '9th Gen Camry'],
    ['zn6', 'gr86', 'ZN6 GR86'],
    ['mk5-gr-supra', 'supra', 'MK5 Supra'],
  ])('%s', (slug, line, label) => expect(vehicleBySlug(slug)).toMatchObject({ line, label }));

  it.each(['', 'ZN6', 'supra', 'gen-10-camry'])('unknown %p', (slug) => expect(vehicleBySlug(slug)).toBeNull());
});

describe('vehicleByLabel', () => {
  it.each([
    ['MK4 Supra', 'mk4-supra'],
    ['  zn8 gr86 ', 'zn8'],
    ['11th Gen Corolla 2014-2019', '11th-gen-corolla'],
  ])('%p → %p', (label, slug) => expect(vehicleByLabel(label)?.slug).toBe(slug));

  it.each(['', 'Supra', 'mk4-supra'])('unknown %p', (label) => expect(vehicleByLabel(label)).toBeNull());
});

describe('isVehicleSlug', () => {
  it.each([
    ['zn8', true],
    ['11th-gen-corolla', true],
    ['ZN8', false],
    ['gr86', false],
    ['', false],
  ])('isVehicleSlug(%p) = %p', (slug, expected) => expect(isVehicleSlug(slug)).toBe(expected));
});
