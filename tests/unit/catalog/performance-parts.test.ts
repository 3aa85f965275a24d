import { categoriesForModel, findCategory, findPart } from '@/lib/shop/catalogue/performance-parts';
import { decodePartSlug } from '@/lib/shop/catalogue/slug';
import { VEHICLES } from '@/lib/shop/catalogue/vehicles';

const BASE = ['Intake System', 'Cooling', 'Brake Upgrades', 'Engines', 'Drivetrain'];
const WITH_TURBO = ['Intake System', 'Cooling', 'Brake Upgrades', 'Turbo', 'Engines', 'Drivetrain'];
const ALL = [...WITH_TURBO, 'Electronics'];
const PERFORMANCE_MODELS = ['gr-corolla', 'zn6', 'zn8', 'mk4-supra', 'mk5-gr-supra'];

const partNames = (model: string, category: string) =>
  findCategory(model, category)?.parts.map((p) => p.name) ?? [];

describe('categoriesForModel', () => {
  it.each([
    ['11th-gen-corolla', BASE],
    ['12th-gen-corolla', BASE],
    ['gen-7-camry', BASE],
    ['gen-8-camry', BASE],
    ['gen-9-camry', BASE],
    ['gr-corolla', WITH_TURBO],
    ['zn6', ALL],
    ['zn8', ALL],
    ['mk4-supra', ALL],
    ['mk5-gr-supra', ALL],
    ['unknown-model', []],
  ])('%s', (model, names) => expect(categoriesForModel(model).map((c) => c.name)).toEqual(names));

  it('gives every category at least one part', () => {
    for (const { slug } of VEHICLES) {
      for (const category of categoriesForModel(slug)) expect(category.parts.length).toBeGreaterThan(0);
    }
  });

  it('builds slugs that decode back to the names and are URL-safe', () => {
    for (const category of categoriesForModel('zn8')) {
      const entries = [category, ...category.parts, ...category.parts.flatMap((p) => p.subParts)];
      for (const { name, slug } of entries) {
        expect(slug).toMatch(/^[a-z0-9_~-]+$/);
        expect(decodePartSlug(slug)).toBe(name.toLowerCase());
      }
    }
  });
});

describe('per-part model restrictions', () => {
  it.each([
    ['axles', 'drivetrain', 'Axles', ['zn6', 'zn8', 'mk4-supra', 'mk5-gr-supra']],
    ['oil cooler', 'cooling', 'Oil Cooler', PERFORMANCE_MODELS],
    ['hood damper', 'cooling', 'Hood Damper', PERFORMANCE_MODELS],
    ['engine build parts', 'engines', 'Engine Build Parts', PERFORMANCE_MODELS],
    ['differential mount', 'drivetrain', 'Differential Mount', PERFORMANCE_MODELS],
    ['differential covers', 'drivetrain', 'Differential Covers', PERFORMANCE_MODELS],
    ['radiators', 'cooling', 'Radiators', VEHICLES.map((v) => v.slug)],
  ])('%s', (_label, category, part, models) => {
    const offering = VEHICLES.map((v) => v.slug).filter((model) => partNames(model, category).includes(part));
    expect(offering.sort()).toEqual([...models].sort());
  });
});

describe('findCategory', () => {
  it.each([
    ['zn8', 'electronics', 'Electronics'],
    ['gr-corolla', 'turbo', 'Turbo'],
    ['gen-8-camry', 'intake-system', 'Intake System'],
    ['gen-8-camry', 'turbo', null],
    ['gr-corolla', 'electronics', null],
    ['zn8', 'nope', null],
    ['nope', 'cooling', null],
  ])('findCategory(%p, %p)', (model, category, name) =>
    expect(findCategory(model, category)?.name ?? null).toBe(name),
  );
});

describe('findPart', () => {
  it.each([
    ['zn8', 'drivetrain', 'axles', 'Axles', 3],
    ['mk4-supra', 'engines', 'engine-build-parts', 'Engine Build Parts', 6],
    ['zn6', 'drivetrain', 'limited__slip-differentials', 'Limited-Slip Differentials', 0],
    ['gen-9-camry', 'intake-system', 'cold-air-intakes', 'Cold Air Intakes', 0],
  ])('findPart(%p, %p, %p)', (model, category, part, name, subParts) => {
    const found = findPart(model, category, part);
    expect(found?.name).toBe(name);
    expect(found?.subParts).toHaveLength(subParts);
  });

  it.each([
    ['gr-corolla', 'drivetrain', 'axles'],
    ['gen-7-camry', 'cooling', 'oil-cooler'],
    ['zn8', 'turbo', 'axles'],
  ])('findPart(%p, %p, %p) is null', (model, category, part) => expect(findPart(model, category, part)).toBeNull());
});
