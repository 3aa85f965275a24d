import { discountedPrice, discountPercent, vehicleFamily, type DiscountInput } from '@/lib/shop/cart/discount';
import { VEHICLES } from '@/lib/shop/catalogue/vehicles';

describe('vehicleFamily', () => {
  it.each([
    ['11th-gen-corolla', 'economy'],
    ['12th-gen-corolla', 'economy'],
    ['gr-corolla', 'gr'],
    ['gen-7-camry', 'economy'],
    ['gen-8-camry', 'economy'],
    ['gen-9-camry', 'economy'],
    ['zn6', 'gr'],
    ['zn8', 'gr'],
    ['gr86', 'gr'],
    ['mk4-supra', 'supra'],
    ['mk5-gr-supra', 'supra'],
    ['Toyota Corolla GR 2023+', 'gr'],
    ['12th Gen Corolla 2019+', 'economy'],
    ['11th Gen Corolla 2014-2019', 'economy'],
    ['9th Gen Camry', 'economy'],
    ['8th Gen Camry', 'economy'],
    ['7th Gen Camry', 'economy'],
    ['MK5 Supra', 'supra'],
    ['MK4 Supra', 'supra'],
    ['ZN8 GR86', 'gr'],
    ['ZN6 GR86', 'gr'],
    ['Toyota GR86', 'gr'],
    ['Lexus IS350', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('vehicleFamily(%p) = %p', (model, family) => expect(vehicleFamily(model)).toBe(family));

  it('knows every catalogue vehicle by slug and by label', () => {
    for (const v of VEHICLES) {
      expect(vehicleFamily(v.slug)).not.toBeNull();
      expect(vehicleFamily(v.label)).toBe(vehicleFamily(v.slug));
    }
  });
});

type Row = [string, DiscountInput, number];

const gr = (category: string, price: number | string): DiscountInput => ({ carModel: 'zn8', category, price });
const supra = (category: string, price: number): DiscountInput => ({ carModel: 'mk5-gr-supra', category, price });
const economy = (category: string, price: number): DiscountInput => ({ carModel: 'gen-8-camry', category, price });

describe('discountPercent: category rules that ignore the vehicle', () => {
  it.each<Row>([
    ['suspension below 3000', { category: 'Suspension Parts', price: 2999.99 }, 21],
    ['suspension at 3000', { category: 'suspension', price: 3000 }, 27],
    ['suspension just under cap', { category: 'SUSPENSION', price: 18999.99 }, 27],
    ['suspension at cap', { category: 'Suspension', price: 19000 }, 0],
    ['exhaust below 3000', { category: 'Exhaust', price: 2999.99 }, 20],
    ['exhaust at 3000', { category: 'Cat-Back Exhaust', price: 3000 }, 25],
    ['exhaust at cap', { category: 'Exhaust', price: 19000 }, 0],
    ['suspension beats exhaust', { category: 'Suspension and Exhaust', price: 3000 }, 27],
    ['exhaust beats performance flag', { category: 'Exhaust', price: 3500, performancePart: 1 }, 25],
    ['performance flag 1 below 4000', { price: 3999.99, performancePart: 1 }, 20],
    ['performance flag 1 at 4000', { price: 4000, performancePart: 1 }, 25],
    ['performance flag true', { price: 100, performancePart: true }, 20],
    ["performance flag '1'", { price: 4000, performancePart: '1' }, 25],
    ['performance flag 0', { price: 4000, performancePart: 0 }, 0],
    ["performance flag '0'", { price: 4000, performancePart: '0' }, 0],
    ['performance flag false', { price: 4000, performancePart: false }, 0],
    ['performance at cap', { price: 19000, performancePart: 1 }, 0],
    ['performance beats vehicle group', { carModel: 'zn8', category: 'Exterior', price: 4000, performancePart: 1 }, 25],
  ])('%s', (_label, input, pct) => expect(discountPercent(input)).toBe(pct));
});

describe('discountPercent: GR86 family and GR Corolla', () => {
  it.each<Row>([
    ['exterior base', gr('Exterior', 1999.99), 20],
    ['exterior at 2000', gr('Exterior', 2000), 23],
    ['exterior below 4000', gr('Exterior', 3999.99), 23],
    ['exterior at 4000', gr('Exterior', 4000), 27],
    ['aero below 3000', gr('Aero', 2999.99), 20],
    ['aero at 3000', gr('Aero', 3000), 23],
    ['aero below 8000', gr('Aero', 7999.99), 23],
    ['aero at 8000', gr('Aero', 8000), 27],
    ['body kit counts as aero', gr('Body Kit', 8000), 27],
    ['interior below 4000', gr('Interior', 3999.99), 20],
    ['interior at 4000', gr('Interior', 4000), 25],
    ['light below 2000', gr('Light', 1999.99), 20],
    ['lighting at 2000', gr('Lighting', 2000), 25],
    ['numeric string price', gr('Exterior', '4000.00'), 27],
    ['price just under cap', gr('Exterior', 18999.99), 27],
    ['price at cap', gr('Exterior', 19000), 0],
    ['other category', gr('Wheels', 500), 0],
    ['GR Corolla label', { carModel: 'Toyota Corolla GR 2023+', category: 'Exterior', price: 2000 }, 23],
    ['zn6 label', { carModel: 'ZN6 GR86', category: 'Interior', price: 4000 }, 25],
    ['plain gr86', { carModel: 'gr86', category: 'Aero', price: 3000 }, 23],
    ['wide body is plain aero off Supra', gr('Wide Body Kit', 2000), 20],
  ])('%s', (_label, input, pct) => expect(discountPercent(input)).toBe(pct));
});

describe('discountPercent: Supra', () => {
  it.each<Row>([
    ['exterior below 5000', supra('Exterior', 4999.99), 20],
    ['exterior at 5000', supra('Exterior', 5000), 24],
    ['exterior below 8000', supra('Exterior', 7999.99), 24],
    ['exterior at 8000', supra('Exterior', 8000), 27],
    ['aero below 3000', supra('Aero', 2999.99), 20],
    ['aero at 3000', supra('Aero', 3000), 24],
    ['wide body below 2500', supra('Wide Body Kit', 2499.99), 0],
    ['wide body at 2500', supra('Wide Body Kit', 2500), 21],
    ['wide body below 5000', supra('Wide Body Kit', 4999.99), 21],
    ['wide body at 5000', supra('Wide Body Kit', 5000), 24],
    ['wide body below 13000', supra('Wide Body Kit', 12999.99), 24],
    ['wide body at 13000', supra('Wide Body Kit', 13000), 27],
    ['wide body at cap', supra('Wide Body Kit', 19000), 0],
    ['widebody spelled as one word', supra('Widebody', 2500), 21],
    [
      'wide body from fit position',
      { carModel: 'MK4 Supra', category: 'Body Kit', fitPosition: 'Wide Body', price: 13000 },
      27,
    ],
    ['interior below 4000', supra('Interior', 3999.99), 20],
    ['interior at 4000', supra('Interior', 4000), 25],
    ['light below 3000', supra('Lighting', 2999.99), 20],
    ['light at 3000', supra('Lighting', 3000), 24],
    ['other category', supra('Wheels', 3000), 0],
  ])('%s', (_label, input, pct) => expect(discountPercent(input)).toBe(pct));
});

describe('discountPercent: Camry and non-GR Corolla', () => {
  it.each<Row>([
    ['exterior below 1500', economy('Exterior', 1499.99), 20],
    ['exterior at 1500', economy('Exterior', 1500), 23],
    ['exterior below 3000', economy('Exterior', 2999.99), 23],
    ['exterior at 3000', economy('Exterior', 3000), 27],
    ['aero below 1300', economy('Aero', 1299.99), 20],
    ['aero at 1300', economy('Aero', 1300), 23],
    ['aero below 2200', economy('Aero', 2199.99), 23],
    ['aero at 2200', economy('Aero', 2200), 25],
    ['interior below 2000', economy('Interior', 1999.99), 20],
    ['interior at 2000', economy('Interior', 2000), 23],
    ['light below 700', economy('Light', 699.99), 20],
    ['light at 700', economy('Lighting', 700), 23],
    ['wide body is plain aero off Supra', economy('Wide Body Kit', 2200), 25],
    ['corolla label', { carModel: '11th Gen Corolla 2014-2019', category: 'Interior', price: 2000 }, 23],
    ['price at cap', economy('Exterior', 19000), 0],
  ])('%s', (_label, input, pct) => expect(discountPercent(input)).toBe(pct));
});

describe('discountPercent: group source and invalid input', () => {
  it.each<Row>([
    ['group from fit position', { carModel: 'zn8', category: null, fitPosition: 'Interior', price: 4000 }, 25],
    [
      'category wins over fit position',
      { carModel: 'zn8', category: 'Interior', fitPosition: 'Exterior', price: 4000 },
      25,
    ],
    [
      'unknown category falls back to fit position',
      { carModel: 'zn8', category: 'Misc', fitPosition: 'Exterior', price: 4000 },
      27,
    ],
    ['no group at all', { carModel: 'zn8', price: 4000 }, 0],
    ['unknown vehicle', { carModel: 'Lexus', category: 'Exterior', price: 4000 }, 0],
    ['no vehicle', { category: 'Exterior', price: 4000 }, 0],
    ['non-numeric price', { category: 'Suspension', price: 'call us' }, 0],
    ['empty price', { category: 'Suspension', price: '' }, 0],
    ['NaN price', { category: 'Suspension', price: NaN }, 0],
    ['negative price', { category: 'Suspension', price: -5 }, 0],
    ['zero price', { category: 'Suspension', price: 0 }, 21],
  ])('%s', (_label, input, pct) => expect(discountPercent(input)).toBe(pct));
});

describe('discountedPrice', () => {
  it.each([
    [100, 20, 80],
    [2999.99, 21, 2369.99],
    [19.99, 25, 14.99],
    [0.1, 27, 0.07],
    [1234.56, 0, 1234.56],
    [4000, 25, 3000],
    [1.15, 23, 0.89],
  ])('discountedPrice(%p, %p) = %p', (price, pct, expected) => expect(discountedPrice(price, pct)).toBe(expected));
});
