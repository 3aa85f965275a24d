import { BRANDS, PRODUCT_TYPES, WHEEL_SIZES } from '../filters';
import { categoriesForModel } from '../performance-parts';
import { productSlug } from '../slug';
import { VEHICLES, type Vehicle } from '../vehicles';
import { TRANSLATED_LOCALES, type products, type TranslatedLocale } from '../../../db/schema';
import { DISCOUNT_BANDS } from './bands';
import { productImages } from './images';
import { createRng, seedFor, type Rng } from './random';
import {
  LINE_NAME,
  SUSPENSION_ITEMS,
  TYPE_TEMPLATES,
  VEHICLE_NAMING,
  WHEEL_MODELS,
  WHEEL_SPECS,
  singularPart,
  type TypeTemplate,
} from './templates';
import { DESCRIPTION_EXTRAS, FITMENT_NOTES, SHIPMENT, descriptionHtml, featuresHtml, fitmentHtml, localizedText, localizedVariantName, type LocalizedText, type TextParts } from './text';

export type SeedProduct = Omit<typeof products.$inferInsert, 'id'> & {
  slug: string;
  name: string;
  price: string;
  images: string[];
  createdAt: Date;
  /** The product's text in each other language (product_translations). */
  translations: Record<TranslatedLocale, LocalizedText>;
  /** A generated variant's base product (its index in the catalogue), whose text it shares but for the name. */
  variantOf?: number;
};

const translate = (parts: TextParts) =>
  Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, localizedText(parts, locale)])) as Record<TranslatedLocale, LocalizedText>;

/** created_at is relative to this date, so the catalogue is the same on every run. */
export const SEED_BASE_DATE = new Date(Date.UTC(2026, 10, 1, 12, 0, 0));
const DAY = 24 * 3600 * 1000;

const CARBON_FIBER = 'Carbon Fiber';
const OTHER_MATERIAL = 'Other';
const BODY_TYPES = Object.keys(TYPE_TEMPLATES).filter((t) => TYPE_TEMPLATES[t].category !== null);
const PERFORMANCE_PREFIXES = ['mk', 'zn', 'gr'];

type Draft = {
  /** The part's own vehicle: its name, SKU, pictures and discount follow it. */
  vehicle: Vehicle;
  /** Other generations it fits as well. */
  alsoFits?: Vehicle[];
  productType: string;
  title: string;
  carbon: boolean;
  price: number;
  subCategory?: string | null;
  finalSubCategory?: string | null;
  brand?: string | null;
  wheelSize?: string | null;
  performancePart?: boolean;
  garageSale?: boolean;
  suffix?: string;
  stock?: 'in' | 'low' | 'out' | 'special';
  ageDays?: number;
};

const vehicle = (slug: string): Vehicle => {
  const found = VEHICLES.find((v) => v.slug === slug);
  if (!found) throw new Error(`Unknown vehicle ${slug} in the seed data`);
  return found;
};

/**
 * Generations that share parts: many a ZN8 body part fits the ZN6 and the other way round, and so
 * for the two last Corollas and the two Camrys before the 9th. The demo's parts fit several
 * vehicles where these say so (issue 38), so fitment, filters and totals meet such parts.
 */
const SHARED_FITMENT: Record<string, string[]> = {
  zn8: ['zn6'],
  zn6: ['zn8'],
  '12th-gen-corolla': ['11th-gen-corolla'],
  '11th-gen-corolla': ['12th-gen-corolla'],
  'gen-8-camry': ['gen-7-camry'],
  'gen-7-camry': ['gen-8-camry'],
};
/** Every third body part of a generation with siblings fits them too. */
const sharedWith = (v: Vehicle, k: number): Vehicle[] | undefined => (k % 3 === 0 ? SHARED_FITMENT[v.slug]?.map(vehicle) : undefined);

const templateFor = (productType: string): TypeTemplate =>
  TYPE_TEMPLATES[productType] ?? {
    code: productType.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase(),
    category: 'Exterior',
    fitPosition: 'Exterior',
    price: [150, 900],
    styles: [{ name: productType }],
    blurb: `A quality ${productType.toLowerCase()} upgrade designed for this generation.`,
    features: ['Direct bolt-on fitment', 'Hardware included', 'Quality checked before shipping'],
  };

const roundPrice = (rng: Rng, [min, max]: [number, number]) => {
  const raw = rng.int(min, max);
  const base = raw >= 1000 ? Math.round(raw / 10) * 10 : Math.round(raw / 5) * 5;
  return rng.chance(0.6) ? base - 0.01 : base;
};

function performancePrice(part: string, rng: Rng): number {
  if (/turbo kit|big brake|engine build|limited-slip/i.test(part)) return roundPrice(rng, [1800, 3700]);
  if (/turbocharger|intercooler|clutch|axle|ecu|fuel|radiator|oil cooler|data logger/i.test(part)) return roundPrice(rng, [450, 1600]);
  return roundPrice(rng, [60, 520]);
}

function buildDrafts(): Draft[] {
  const rng = createRng(0x59505331);
  const drafts: Draft[] = [];
  const perfCats = new Set<string>();

  VEHICLES.forEach((v, vi) => {
    const isPerformance = PERFORMANCE_PREFIXES.some((p) => v.slug.startsWith(p));

    for (let k = 0; k < 9; k++) {
      const type = BODY_TYPES[(vi * 9 + k) % BODY_TYPES.length];
      const t = templateFor(type);
      const style = t.styles[(vi + k) % t.styles.length];
      drafts.push({ vehicle: v, alsoFits: sharedWith(v, k), productType: type, title: style.name, carbon: !!style.cf, price: roundPrice(rng, t.price) });
    }

    const exhaust = TYPE_TEMPLATES.Exhaust;
    const exhaustCount = isPerformance ? 2 : 1;
    for (let k = 0; k < exhaustCount; k++) {
      const style = exhaust.styles[(vi * 2 + k) % exhaust.styles.length];
      const range: [number, number] = v.line === 'supra' ? [1400, 2950] : isPerformance ? [700, 2400] : [480, 1500];
      drafts.push({ vehicle: v, productType: 'Exhaust', title: style.name, carbon: false, price: roundPrice(rng, range) });
    }

    const subs = Object.keys(SUSPENSION_ITEMS);
    for (let k = 0; k < 2; k++) {
      const sub = subs[(vi * 2 + k) % subs.length];
      const item = SUSPENSION_ITEMS[sub][(vi + k) % SUSPENSION_ITEMS[sub].length];
      drafts.push({
        vehicle: v,
        productType: 'Suspension Parts',
        title: item.name,
        carbon: false,
        price: roundPrice(rng, item.price),
        subCategory: sub,
      });
    }

    const cats = categoriesForModel(v.slug);
    for (let k = 0; k < 2; k++) {
      const cat = cats[(vi + k * 3) % cats.length];
      const part = cat.parts[(vi + k) % cat.parts.length];
      const final = part.subParts.length ? part.subParts[vi % part.subParts.length].name : part.name;
      perfCats.add(cat.name);
      drafts.push({
        vehicle: v,
        productType: 'Performance Parts',
        title: singularPart(final),
        carbon: false,
        price: performancePrice(final, rng),
        performancePart: true,
        subCategory: cat.name,
        finalSubCategory: final,
      });
    }

    const extraType = ['Intake', 'Brakes', 'Intercooler'][vi % 3];
    const chosen = extraType === 'Intercooler' && !isPerformance ? 'Intake' : extraType;
    const t = templateFor(chosen);
    const style = t.styles[vi % t.styles.length];
    const [sub, final] =
      chosen === 'Intake'
        ? ['Intake System', /pipe/i.test(style.name) ? 'Intake Pipes' : 'Cold Air Intakes']
        : chosen === 'Intercooler'
          ? ['Turbo', 'Intercoolers']
          : ['Brake Upgrades', /big brake/i.test(style.name) ? 'Front Big Brake Kits' : /pads/i.test(style.name) ? 'Brake Pads' : /rotor/i.test(style.name) ? 'Brake Rotors' : 'Brake Lines'];
    drafts.push({
      vehicle: v,
      productType: chosen,
      title: style.name,
      carbon: /carbon/i.test(style.name),
      price: roundPrice(rng, t.price),
      performancePart: true,
      subCategory: sub,
      finalSubCategory: final,
    });
  });

  for (const v of VEHICLES) {
    for (const cat of categoriesForModel(v.slug)) {
      if (perfCats.has(cat.name)) continue;
      perfCats.add(cat.name);
      const part = cat.parts[0];
      const final = part.subParts.length ? part.subParts[0].name : part.name;
      drafts.push({
        vehicle: v,
        productType: 'Performance Parts',
        title: singularPart(final),
        carbon: false,
        price: performancePrice(final, rng),
        performancePart: true,
        subCategory: cat.name,
        finalSubCategory: final,
      });
    }
  }

  for (let i = 0; i < 9; i++) {
    const brand = BRANDS[i % BRANDS.length];
    const size = WHEEL_SIZES[i % WHEEL_SIZES.length];
    const v = VEHICLES[(i * 3) % VEHICLES.length];
    const model = WHEEL_MODELS[brand]?.[i % 2] ?? brand;
    const spec = WHEEL_SPECS[size]?.[i % 2] ?? size;
    drafts.push({
      vehicle: v,
      productType: 'Wheels',
      title: `${model} ${spec} Wheel Set`,
      carbon: false,
      price: roundPrice(rng, TYPE_TEMPLATES.Wheels.price),
      brand,
      wheelSize: size,
    });
  }

  const garage: [string, string, string][] = [
    ['zn8', 'Hood', ' – Open Box'],
    ['zn8', 'Exhaust', ' – Scratch & Dent'],
    ['mk5-gr-supra', 'Rear Spoilers', ' – Open Box'],
    ['mk5-gr-supra', 'Wheels', ' – Blemished'],
    ['gr-corolla', 'Front Lip', ' – Open Box'],
    ['gr-corolla', 'Suspension Parts', ' – Used Once'],
    ['gen-8-camry', 'Tail Lights', ' – Open Box'],
    ['gen-8-camry', 'Rear Diffuser', ' – Scratch & Dent'],
    ['12th-gen-corolla', 'Side Skirts', ' – Open Box'],
    ['zn6', 'Steering Wheels', ' – Demo Unit'],
    ['mk4-supra', 'Headlights', ' – Open Box'],
    ['gen-9-camry', 'Grille', ' – Blemished'],
  ];
  garage.forEach(([slug, type, suffix], i) => {
    const t = templateFor(type);
    const base: Draft = {
      vehicle: vehicle(slug),
      productType: type,
      title: t.styles.length ? t.styles[i % t.styles.length].name : type,
      carbon: !!t.styles[i % Math.max(1, t.styles.length)]?.cf,
      price: Math.round(roundPrice(rng, t.price.length ? t.price : [200, 900]) * 0.7),
      garageSale: true,
      suffix,
      stock: 'low',
    };
    if (type === 'Wheels') Object.assign(base, { title: 'Enkei RPF1 17x9 +40 Wheel Set', brand: 'Enkei', wheelSize: '17 inch', carbon: false });
    if (type === 'Suspension Parts') Object.assign(base, { title: 'Coilover Kit', subCategory: 'Coilovers / Springs', price: 899 });
    drafts.push(base);
  });

  DISCOUNT_BANDS.forEach((band, bi) => {
    band.prices.forEach((price, pi) => {
      const t = templateFor(band.productType);
      const d: Draft = {
        vehicle: vehicle(band.vehicle),
        productType: band.productType,
        title: t.styles.length ? t.styles[(bi + pi) % t.styles.length].name : band.productType,
        carbon: false,
        price,
        ageDays: band.rule === 'other' || price === 2499 ? 4 : undefined,
      };
      d.carbon = !!t.styles[(bi + pi) % Math.max(1, t.styles.length)]?.cf;
      if (band.productType === 'Suspension Parts') Object.assign(d, { title: pi ? 'Track Coilover Kit With Camber Plates' : 'Coilover Kit', subCategory: 'Coilovers / Springs' });
      if (band.productType === 'Performance Parts') Object.assign(d, { title: pi ? 'Turbo Kit' : 'Turbocharger Upgrade', subCategory: 'Turbo', finalSubCategory: pi ? 'Turbo Kits' : 'Turbochargers', performancePart: true });
      if (band.productType === 'Wheels') Object.assign(d, { title: 'Volk Racing TE37 Saga 18x9.5 +40 Wheel Set', brand: 'Volk Racing', wheelSize: '18 inch' });
      if (band.productType === 'Wide Body Kit' && price >= 12000) d.stock = 'special';
      drafts.push(d);
    });
  });

  for (const type of PRODUCT_TYPES) {
    if (drafts.some((d) => d.productType === type)) continue;
    const t = templateFor(type);
    drafts.push({ vehicle: VEHICLES[0], productType: type, title: t.styles[0]?.name ?? type, carbon: false, price: roundPrice(rng, t.price) });
  }
  for (const type of ['Hood', 'Fenders', 'Bumpers', 'Front Lip', 'Steering Wheels', 'Rear Spoilers', 'Rear Diffuser']) {
    const carbonDrafts = drafts.filter((d) => d.productType === type && d.carbon && !d.garageSale);
    if (carbonDrafts.length >= 2) continue;
    const t = templateFor(type);
    const style = t.styles.find((s) => s.cf);
    if (!style) continue;
    for (const slug of ['mk5-gr-supra', 'zn8'].slice(carbonDrafts.length)) {
      drafts.push({ vehicle: vehicle(slug), productType: type, title: style.name, carbon: true, price: roundPrice(rng, t.price) });
    }
  }
  return drafts;
}

function stockOf(kind: Draft['stock'], rng: Rng, productType: string): number {
  const k =
    kind ??
    (() => {
      const r = rng.next();
      const specialBias = /wide body|wing|seats|wheels/i.test(productType) ? 0.15 : 0;
      if (r < 0.52 - specialBias) return 'in';
      if (r < 0.75 - specialBias) return 'low';
      if (r < 0.89 - specialBias) return 'out';
      return 'special';
    })();
  if (k === 'in') return rng.int(9, 60);
  if (k === 'low') return rng.int(1, 8);
  if (k === 'out') return 0;
  return -1;
}

function shipmentOf(quantityLeft: number, rng: Rng): string {
  if (quantityLeft < 0) return rng.pick(SHIPMENT.specialOrder);
  if (quantityLeft === 0) return rng.pick(SHIPMENT.outOfStock);
  return rng.pick(SHIPMENT.inStock);
}

const VIDEO_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const videoId = (rng: Rng) => Array.from({ length: 11 }, () => VIDEO_CHARS[rng.int(0, VIDEO_CHARS.length - 1)]).join('');

function toProduct(d: Draft, index: number, usedSlugs: Set<string>, typeCounters: Map<string, number>): SeedProduct {
  const rng = createRng(seedFor('product', index));
  const naming = VEHICLE_NAMING[d.vehicle.slug] ?? { prefix: d.vehicle.label, code: 'TOY', chassis: d.vehicle.label };
  const t = templateFor(d.productType);
  let name = `${naming.prefix} ${d.title}${d.suffix ?? ''}`;
  let edition = '';
  for (let n = 2; usedSlugs.has(productSlug(name)); n++) {
    edition = `V${n}`;
    name = `${naming.prefix} ${d.title} ${edition}${d.suffix ?? ''}`;
  }
  const slug = productSlug(name);
  usedSlugs.add(slug);

  const counterKey = `${naming.code}-${t.code}`;
  const seq = (typeCounters.get(counterKey) ?? 0) + 1;
  typeCounters.set(counterKey, seq);

  const carBrand = `Toyota ${LINE_NAME[d.vehicle.line]}`;
  const quantityLeft = stockOf(d.stock, rng, d.productType);
  const ageDays = d.ageDays ?? (rng.chance(0.14) ? rng.int(0, 24) : rng.int(35, 720));
  const features = rng.shuffle(t.features).slice(0, Math.min(t.features.length, rng.int(3, 5)));
  const notes = rng.shuffle(FITMENT_NOTES).slice(0, rng.int(1, 3));
  if (d.garageSale) notes.unshift('Sold as is: garage-sale items can be refunded only if requested within 24 hours');
  const extra = rng.pick(DESCRIPTION_EXTRAS);
  const alsoFits = d.alsoFits ?? [];
  const text: TextParts = {
    vehicle: d.vehicle.slug,
    years: d.vehicle.years,
    alsoFits: alsoFits.map((other) => ({ vehicle: other.slug, years: other.years })),
    carBrand,
    productType: d.productType,
    title: d.title,
    edition,
    suffix: d.suffix ?? '',
    features,
    extra,
    notes,
  };

  return {
    slug,
    name,
    sku: `YPS-${naming.code}-${t.code}-${String(seq * 7 + (index % 7)).padStart(3, '0')}`,
    price: d.price.toFixed(2),
    images: productImages(d.productType, LINE_NAME[d.vehicle.line], rng.int(2, 4)),
    alt: `${name} for the ${d.vehicle.label}`,
    descriptionHtml: descriptionHtml(name, t.blurb, d.vehicle.label, extra),
    featuresHtml: featuresHtml(features),
    fitmentHtml: fitmentHtml(
      [d.vehicle, ...alsoFits].map((fits) => ({ years: fits.years, chassis: VEHICLE_NAMING[fits.slug]?.chassis ?? fits.label })),
      carBrand,
      notes,
    ),
    video: rng.chance(0.08) ? videoId(rng) : null,
    vehicles: [d.vehicle.slug, ...alsoFits.map((other) => other.slug)],
    carBrand,
    productType: d.productType,
    category: t.category,
    subCategory: d.subCategory ?? null,
    finalSubCategory: d.finalSubCategory ?? null,
    makeMaterial: d.carbon ? CARBON_FIBER : OTHER_MATERIAL,
    brand: d.brand ?? null,
    wheelSize: d.wheelSize ?? null,
    fitPosition: t.fitPosition,
    performancePart: d.performancePart ?? false,
    quantityLeft,
    shipment: shipmentOf(quantityLeft, rng),
    garageSale: d.garageSale ?? false,
    hot: false,
    featuredRank: 100 + rng.int(0, 899),
    createdAt: new Date(SEED_BASE_DATE.getTime() - ageDays * DAY - rng.int(0, 86_000) * 1000),
    translations: translate(text),
  };
}

let cachedBase: SeedProduct[] | undefined;

/** The hand-shaped catalogue: every vehicle, type, brand, size, material, category and discount band. */
export function baseCatalogue(): SeedProduct[] {
  if (cachedBase) return cachedBase.map((p) => ({ ...p }));
  const usedSlugs = new Set<string>();
  const counters = new Map<string, number>();
  const list = buildDrafts().map((d, i) => toProduct(d, i, usedSlugs, counters));

  const perLine = new Map<string, number>();
  list.forEach((p, i) => {
    if (p.garageSale || i % 6 !== 1) return;
    const n = (perLine.get(p.carBrand) ?? 0) + 1;
    if (n > 6) return;
    perLine.set(p.carBrand, n);
    p.hot = true;
    p.featuredRank = n;
  });
  cachedBase = list;
  return list.map((p) => ({ ...p }));
}

function variantTranslations(base: SeedProduct['translations'], variant: number): SeedProduct['translations'] {
  const named = (locale: TranslatedLocale) => {
    const name = localizedVariantName(base[locale].name, variant, locale);
    return { ...base[locale], name, alt: name };
  };
  return { es: named('es'), ja: named('ja') };
}

/** The SKU of a base product's `variant`-th variation. */
export const variantSku = (sku: SeedProduct['sku'], variant: number): string => `${sku}-V${variant}`;

/**
 * How the demo catalogue picks related products, in SQL by the seed (lib/shop/catalogue/demo/seed.ts) and in code by
 * the demo catalogue file (lib/shop/catalogue/demo/demo-file.ts): the k-th is RELATED_STEPS[k] places after the
 * product's own place among its vehicle's products (garage-sale items left out), and a product has
 * RELATED_FEWEST + (its place % RELATED_SPREAD) of them.
 */
export const RELATED_STEPS = [1, 3, 6, 10, 15, 21];
export const RELATED_FEWEST = 4;
export const RELATED_SPREAD = 3;

/** `count` products: the base catalogue, then deterministic variations of it with unique names. */
export function buildCatalogue(count?: number): SeedProduct[] {
  return [...catalogueProducts(count)];
}

/**
 * The demo catalogue one product at a time, in catalogue order, for a writer that streams it (the
 * demo catalogue file of `npm run catalog -- demo`) instead of holding a million products.
 */
export function* catalogueProducts(count?: number): Generator<SeedProduct> {
  const base = baseCatalogue();
  const total = count === undefined ? base.length : Math.max(0, Math.floor(count));
  yield* base.slice(0, total);

  const used = new Set(base.map((p) => p.slug));
  for (let i = base.length; i < total; i++) {
    const b = base[i % base.length];
    const k = Math.floor(i / base.length);
    const rng = createRng(seedFor(b.slug, k));
    let name = `${b.name} – Variant ${k}`;
    while (used.has(productSlug(name))) name = `${name}b`;
    const slug = productSlug(name);
    used.add(slug);
    const price = Math.max(19, Math.round(Number(b.price) * (0.85 + rng.next() * 0.3))) - (rng.chance(0.6) ? 0.01 : 0);
    const quantityLeft = stockOf(undefined, rng, b.productType);
    const ageDays = rng.chance(0.05) ? rng.int(0, 24) : rng.int(30, 900);
    yield {
      ...b,
      slug,
      name,
      sku: variantSku(b.sku, k),
      price: price.toFixed(2),
      alt: `${name} for ${b.carBrand}`,
      video: rng.chance(0.05) ? videoId(rng) : null,
      quantityLeft,
      shipment: shipmentOf(quantityLeft, rng),
      hot: false,
      featuredRank: 100 + rng.int(0, 899),
      createdAt: new Date(SEED_BASE_DATE.getTime() - ageDays * DAY - rng.int(0, 86_000) * 1000),
      translations: variantTranslations(b.translations, k),
      variantOf: i % base.length,
    };
  }
}
