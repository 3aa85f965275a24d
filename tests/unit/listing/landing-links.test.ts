import { findCategory, findPart } from '@/lib/shop/catalogue/performance-parts';
import {
  bodyTypeHref,
  exhaustVehicleHref,
  garageSaleTileLinks,
  performancePartLinks,
  performanceSubPartLinks,
  selectionOfHref,
  suspensionTileLinks,
  SUSPENSION_SUBCATEGORIES,
} from '@/lib/shop/catalogue/listing/landing-links';
import { BODY_GROUPS, bodyGroupBySlug } from '@/lib/shop/catalogue/body-parts';
import { PRODUCT_TYPES } from '@/lib/shop/catalogue/filters';

describe('landing links', () => {
  it('has the seven suspension tiles of spec 000', () => {
    expect(SUSPENSION_SUBCATEGORIES).toHaveLength(7);
  });

  it.each([
    ['zn8', 'Coilovers / Springs', '/store/products/suspension/zn8/coilovers-springs?carModels=ZN8+GR86&productTypes=Suspension+Parts&subCategories=Coilovers+%2F+Springs'],
    ['mk4-supra', 'STRUT TOWER / POWER BRACES', '/store/products/suspension/mk4-supra/strut-tower-power-braces?carModels=MK4+Supra&productTypes=Suspension+Parts&subCategories=STRUT+TOWER+%2F+POWER+BRACES'],
  ])('suspension tile %s / %s', (model, sub, href) => {
    const links = suspensionTileLinks(model, sub);
    expect(links.candidates[0]).toBe(href);
    expect(links.candidates[1]).toBe(`/store/products/suspension/${model}?carModels=${encodeURIComponent(selectionOfHref(href).vehicle[0]).replace(/%20/g, '+')}&productTypes=Suspension+Parts`);
  });

  it.each([
    ['zn8', 'Front Lip', '/store/products/shop-body-parts/zn8/front-lip?carModels=ZN8+GR86&productTypes=Front+Lip'],
    ['gen-7-camry', 'Tail Lights', '/store/products/shop-body-parts/gen-7-camry/tail-lights?carModels=7th+Gen+Camry&productTypes=Tail+Lights'],
  ])('body type %s / %s', (model, type, href) => expect(bodyTypeHref(model, type)).toBe(href));

  it('exhaust listing per vehicle', () => {
    expect(exhaustVehicleHref('zn6')).toBe('/store/products/exhaust/zn6?carModels=ZN6+GR86&productTypes=Exhaust');
  });

  it('performance part links use the spec 001 slugs and fall back to the category, then the vehicle', () => {
    const category = findCategory('zn8', 'drivetrain')!;
    const part = findPart('zn8', 'drivetrain', 'limited__slip-differentials')!;
    const { candidates } = performancePartLinks('zn8', category, part);
    expect(candidates[0]).toBe(
      '/store/products/performance-parts/zn8/drivetrain/limited__slip-differentials?carModels=ZN8+GR86&subCategories=Drivetrain&finalSubCategories=Limited-Slip+Differentials',
    );
    expect(candidates[1]).toBe('/store/products/performance-parts/zn8/drivetrain?carModels=ZN8+GR86&subCategories=Drivetrain');
    expect(selectionOfHref(candidates[2]).subCategory).toEqual(['Intake System', 'Cooling', 'Brake Upgrades', 'Turbo', 'Engines', 'Drivetrain', 'Electronics']);
  });

  it('sub-part links add the final sub category', () => {
    const category = findCategory('gr-corolla', 'engines')!;
    const part = findPart('gr-corolla', 'engines', 'engine-build-parts')!;
    const [first] = performanceSubPartLinks('gr-corolla', category, part, part.subParts[0]).candidates;
    expect(first).toBe(
      '/store/products/performance-parts/gr-corolla/engines/engine-build-parts/pistons?carModels=Toyota+Corolla+GR+2023%2B&subCategories=Engines&finalSubCategories=Pistons',
    );
  });

  it('garage-sale tiles go to the store filtered by the vehicle label, then the whole sale', () => {
    expect(garageSaleTileLinks('gen-9-camry').candidates).toEqual(['/garage-sale/store?carModels=9th+Gen+Camry', '/garage-sale/store']);
  });

  it.each([
    ['/store/products?carModels=ZN8+GR86&productTypes=Hood&page=2', { vehicle: ['ZN8 GR86'], productType: ['Hood'] }],
    ['/store/products/exhaust', {}],
  ])('selectionOfHref(%s)', (href, expected) => expect(selectionOfHref(href)).toMatchObject(expected));
});

describe('body-part groups', () => {
  it('cover every body product type exactly once', () => {
    const types = BODY_GROUPS.flatMap((group) => group.types);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(PRODUCT_TYPES).toContain(type);
    expect(types).toHaveLength(19);
  });

  it.each([
    ['body-kit', 'Body Kit'],
    ['lighting', 'Lighting'],
    ['wheels', null],
  ])('bodyGroupBySlug(%s)', (slug, name) => expect(bodyGroupBySlug(slug)?.name ?? null).toBe(name));
});
