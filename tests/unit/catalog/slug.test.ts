import {
  decodePartSlug,
  decodeProductId,
  encodePartSlug,
  productSlug,
  titleFromSlug,
} from '@/lib/shop/catalogue/slug';

describe('productSlug', () => {
  it.each([
    ['Carbon Fiber Hood', 'carbon-fiber-hood'],
    ['GR86 2022+ Front Lip (Carbon)', 'gr86-2022-front-lip-carbon'],
    ['  --Trunk / Spoiler--  ', 'trunk-spoiler'],
    ['MK5 Supra - Wide Body Kit', 'mk5-supra-wide-body-kit'],
    ['Ünïcode Wing', 'n-code-wing'],
    ['', ''],
  ])('productSlug(%p) = %p', (name, slug) => expect(productSlug(name)).toBe(slug));
});

describe('decodeProductId', () => {
  it.each([
    ['carbon-fiber-hood', 'carbon fiber hood'],
    ['cat__back-exhaust', 'cat-back exhaust'],
    ['gr86_front-lip', 'gr86 - front lip'],
    ['front-lip~splitter', 'front lip/splitter'],
    ['a___b', 'a- - b'],
    ['MK5%20Supra', 'MK5 Supra'],
    ['100%-carbon', '100% carbon'],
    ['%E2%9C%93-wing', '✓ wing'],
  ])('decodeProductId(%p) = %p', (id, name) => expect(decodeProductId(id)).toBe(name));
});

describe('encodePartSlug', () => {
  it.each([
    ['Cold Air Intakes', 'cold-air-intakes'],
    ['Limited-Slip Differentials', 'limited__slip-differentials'],
    ['Coilovers / Springs', 'coilovers-~-springs'],
    ['Coilovers/Springs', 'coilovers~springs'],
    ['STRUT TOWER / POWER BRACES', 'strut-tower-~-power-braces'],
    ['Brakes - Front', 'brakes_front'],
    ['3-Piece Wheels', '3-piece-wheels'],
    ['  Intake System ', 'intake-system'],
  ])('encodePartSlug(%p) = %p', (name, slug) => expect(encodePartSlug(name)).toBe(slug));
});

describe('decodePartSlug', () => {
  it.each([
    ['cold-air-intakes', 'cold air intakes'],
    ['limited__slip-differentials', 'limited-slip differentials'],
    ['coilovers-~-springs', 'coilovers / springs'],
    ['brakes_front', 'brakes - front'],
  ])('decodePartSlug(%p) = %p', (slug, name) => expect(decodePartSlug(slug)).toBe(name));

  it.each(['Cold Air Intakes', 'Limited-Slip Differentials', 'Coilovers / Springs', 'Brakes - Front', 'Arms/Links'])(
    'round-trips %p up to case',
    (name) => expect(decodePartSlug(encodePartSlug(name))).toBe(name.toLowerCase()),
  );
});

describe('titleFromSlug', () => {
  it.each([
    ['gen-7-camry', 'Gen 7 Camry'],
    ['shop-body-parts', 'Shop Body Parts'],
    ['limited__slip-differentials', 'Limited-slip Differentials'],
    ['intake-system', 'Intake System'],
    ['MK5%20supra', 'MK5 Supra'],
    ['', ''],
  ])('titleFromSlug(%p) = %p', (slug, title) => expect(titleFromSlug(slug)).toBe(title));
});
