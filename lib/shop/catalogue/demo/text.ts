import type { TranslatedLocale } from '../../../db/schema';
import type { Rng } from './random';
import {
  ANSWERS,
  BLURBS,
  CAR_BRAND,
  DESCRIPTION_EXTRAS_TRANSLATED,
  FEATURES,
  FITMENT_NOTES_TRANSLATED,
  SUFFIXES,
  TITLES,
  VARIANT,
  VEHICLE_TEXT,
  WHEEL_SET,
  type Translated,
} from './translations';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function descriptionHtml(name: string, blurb: string, vehicleLabel: string, extra: string): string {
  return (
    `<p><strong>${esc(name)}</strong>: ${esc(blurb)}</p>` +
    `<p>Built for the ${esc(vehicleLabel)} and test-fitted before release. ${esc(extra)}</p>`
  );
}

export function featuresHtml(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`;
}

export function fitmentHtml(years: string, carBrand: string, chassis: string, notes: string[]): string {
  return (
    `<p><strong>Fits:</strong> ${esc(years)} ${esc(carBrand)}, ${esc(chassis)}</p>` +
    `<ul>${notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>`
  );
}

export const DESCRIPTION_EXTRAS = [
  'Every unit is inspected by hand before it leaves our warehouse.',
  'Designed with feedback from drivers who track their cars every month.',
  'A favourite with our customers for daily drivers and weekend builds alike.',
  'Made in small batches to keep the quality consistent.',
  'Pairs well with the rest of our catalogue for this generation.',
];

export const FITMENT_NOTES = [
  'All trims and transmissions',
  'Professional installation recommended',
  'Not legal for sale or use on pollution-controlled vehicles in California',
  'Manual and automatic transmissions',
  'Will not fit models with the factory aero package',
  'Hardware included',
];

export const SHIPMENT = {
  inStock: ['Ships in 1-2 business days', 'Ships in 3-5 business days', 'Ships in 2-4 business days', ''],
  outOfStock: ['Ships in 2-3 weeks', 'Back in stock in 10-14 days', 'Ships in 3-4 weeks'],
  specialOrder: ['Estimated 2 months', 'Made to order: 6-8 weeks', 'Estimated 3-4 months', 'Ships in 4-6 weeks'],
};

const FIRST = ['James', 'Maria', 'Kenji', 'Ashley', 'Carlos', 'Emily', 'Daniel', 'Sofia', 'Tyler', 'Yuki', 'Marcus', 'Hannah', 'Luis', 'Brianna', 'Ethan', 'Priya', 'Jordan', 'Ava', 'Noah', 'Camila'];
const LAST = ['Nguyen', 'Garcia', 'Smith', 'Tanaka', 'Johnson', 'Lopez', 'Williams', 'Kim', 'Brown', 'Martinez', 'Davis', 'Patel', 'Wilson', 'Hernandez', 'Clark'];

export function person(rng: Rng): { name: string; email: string } {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  return { name: `${first} ${last.charAt(0)}.`, email: `${first}.${last}${rng.int(1, 999)}@example.com`.toLowerCase() };
}

const ENGLISH_REVIEWS: Record<number, { titles: string[]; bodies: string[] }> = {
  5: {
    titles: ['Perfect fitment', 'Exactly what I wanted', 'Worth every penny', 'Best upgrade so far', 'Great quality'],
    bodies: [
      'Lined up with the factory holes on the first try. Quality is better than I expected for the price.',
      'Shipping was quick and the packaging was solid. The car looks and drives so much better now.',
      'Installed it in an afternoon with basic tools. Already getting compliments at meets.',
      'Customer service answered all my fitment questions before I ordered. Highly recommend.',
    ],
  },
  4: {
    titles: ['Very happy', 'Good product, small gripes', 'Solid upgrade', 'Looks great'],
    bodies: [
      'Great part overall. Instructions could be clearer, but it fit well once I figured it out.',
      'Took a little adjusting to get the gaps even. Happy with the result.',
      'Good value. Shipping took a few days longer than quoted.',
    ],
  },
  3: {
    titles: ['Okay', 'Decent for the price', 'Mixed feelings'],
    bodies: [
      'Does the job, but the finish had a couple of small imperfections.',
      'Fitment was fine, but the hardware felt cheap so I used my own.',
    ],
  },
  2: {
    titles: ['Needed work to fit', 'Not as pictured'],
    bodies: [
      'Had to trim and re-drill to get it to line up. Support did send replacement clips.',
      'The colour is a bit different from the photos. Quality is acceptable.',
    ],
  },
  1: {
    titles: ['Arrived damaged', 'Disappointed'],
    bodies: [
      'Box was crushed and one corner was cracked. Waiting to hear back about a replacement.',
      'Did not fit my car even though it was listed for it. Returned it.',
    ],
  },
};

/** Reviews written on the Spanish and Japanese pages, in the words of shoppers of each. */
const SPANISH_REVIEWS: Record<number, { titles: string[]; bodies: string[] }> = {
  5: {
    titles: ['Quedó perfecto', 'Justo lo que buscaba', 'Vale cada centavo', 'Excelente calidad'],
    bodies: [
      'Los agujeros coincidieron a la primera con los de fábrica. La calidad es mejor de lo que esperaba por el precio.',
      'Llegó rápido y bien empacado. Mi carro se ve y se maneja mucho mejor.',
      'Lo instalé en una tarde con herramienta básica. Ya me han preguntado por él en las reuniones.',
    ],
  },
  4: {
    titles: ['Muy contento', 'Buena compra', 'Se ve muy bien'],
    bodies: [
      'Muy buena pieza. Las instrucciones podrían ser más claras, pero quedó bien.',
      'Tuve que ajustarlo un poco para que las separaciones quedaran parejas. Contento con el resultado.',
      'Buena relación calidad-precio. El envío tardó unos días más de lo indicado.',
    ],
  },
  3: {
    titles: ['Regular', 'Cumple por el precio'],
    bodies: ['Cumple, pero el acabado traía un par de detalles pequeños.', 'Quedó bien, pero la tornillería se sentía barata y usé la mía.'],
  },
  2: {
    titles: ['Tuve que ajustarlo', 'No es como en la foto'],
    bodies: ['Tuve que recortar y volver a perforar para que alineara. Soporte sí me mandó clips de repuesto.', 'El color es un poco distinto al de las fotos. La calidad es aceptable.'],
  },
  1: {
    titles: ['Llegó dañado', 'Decepcionado'],
    bodies: ['La caja venía aplastada y una esquina estaba rota. Espero respuesta sobre el reemplazo.', 'No le quedó a mi carro aunque aparecía como compatible. Lo devolví.'],
  },
};

const JAPANESE_REVIEWS: Record<number, { titles: string[]; bodies: string[] }> = {
  5: {
    titles: ['フィッティング完璧', '買ってよかったです', '値段以上の満足度', '品質が良い'],
    bodies: [
      '純正の穴位置にぴったり合いました。この価格でこの品質なら大満足です。',
      '発送が早く、梱包もしっかりしていました。見た目も走りも良くなりました。',
      '一般工具で半日あれば取り付けられました。オフ会でも好評です。',
    ],
  },
  4: {
    titles: ['満足しています', '良い商品です', '見た目が良い'],
    bodies: [
      '全体的に良い商品です。説明書がもう少し分かりやすいと助かります。',
      'チリ合わせに少し調整が必要でしたが、仕上がりには満足です。',
      'コスパは良いです。到着が案内より数日遅れました。',
    ],
  },
  3: {
    titles: ['普通です', '価格なりです'],
    bodies: ['使えますが、塗装に小さなムラが少しありました。', '取付は問題ありませんでしたが、付属ボルトが心許ないので手持ちのものを使いました。'],
  },
  2: {
    titles: ['取付に加工が必要でした', '写真と違う'],
    bodies: ['位置が合わず、カットと穴あけが必要でした。サポートからクリップの代品は送ってもらえました。', '色味が写真と少し違います。品質は許容範囲です。'],
  },
  1: {
    titles: ['破損して届きました', '残念です'],
    bodies: ['箱が潰れていて角が割れていました。交換の返事待ちです。', '適合と書いてあったのに自分の車には付きませんでした。返品しました。'],
  },
};

export const REVIEW_TEXT = { en: ENGLISH_REVIEWS, es: SPANISH_REVIEWS, ja: JAPANESE_REVIEWS } as const;

/** The language a seeded review was written in: most in English, some on the Spanish and Japanese pages. */
export function reviewLanguage(rng: Rng): 'en' | 'es' | 'ja' {
  const r = rng.next();
  return r < 0.12 ? 'es' : r < 0.2 ? 'ja' : 'en';
}

export const QUESTIONS: { q: string; a: string }[] = [
  { q: 'Will this fit the base trim or only the sport trim?', a: 'It fits every trim of this generation. The fitment tab lists the exceptions.' },
  { q: 'Does it come with all the mounting hardware?', a: 'Yes, all hardware and instructions are included in the box.' },
  { q: 'How long does shipping take to Texas?', a: 'In-stock items leave our warehouse in 1-2 business days and usually arrive within 5 business days.' },
  { q: 'Is this a direct bolt-on or does it need modification?', a: 'It is a direct bolt-on for the listed vehicles. No cutting or drilling is needed.' },
  { q: 'Can I return it if I change my mind?', a: 'Unopened items can be returned within 30 days. Please see our return policy for details.' },
  { q: 'Is the finish UV protected?', a: 'Yes. Every part gets a UV-resistant clear coat so it will not fade or yellow.' },
  { q: 'Do you offer a warranty?', a: 'It is covered by the manufacturer warranty; send us a warranty request and we will handle it.' },
];

/** What a product's text is made of, in English; `localizedText` writes it in another language. */
export type TextParts = {
  vehicle: string;
  years: string;
  carBrand: string;
  productType: string;
  title: string;
  edition: string;
  suffix: string;
  features: string[];
  extra: string;
  notes: string[];
};

export type LocalizedText = { name: string; alt: string; descriptionHtml: string; featuresHtml: string; fitmentHtml: string };

const LANGUAGE = { es: 0, ja: 1 } as const;

function pick(table: Record<string, Translated>, english: string, locale: TranslatedLocale): string {
  const found = table[english];
  if (!found) throw new Error(`The seed has no ${locale} text for "${english}"`);
  return found[LANGUAGE[locale]];
}

function titleIn(title: string, locale: TranslatedLocale): string {
  const wheels = WHEEL_SET.pattern.exec(title);
  return wheels ? WHEEL_SET[locale](wheels[1]) : pick(TITLES, title, locale);
}

/** "2023+" and "2014-2019" as a Japanese listing writes model years. */
const japaneseYears = (years: string) => (years.endsWith('+') ? `${years.slice(0, -1)}年～` : `${years.replace('-', '～')}年`);

/** The product's name and text in Spanish or Japanese; throws on any English the tables lack, so the seed never half-translates. */
export function localizedText(parts: TextParts, locale: TranslatedLocale): LocalizedText {
  const vehicle = VEHICLE_TEXT[parts.vehicle];
  if (!vehicle) throw new Error(`The seed has no ${locale} text for the vehicle ${parts.vehicle}`);
  const i = LANGUAGE[locale];
  const title = titleIn(parts.title, locale);
  const suffix = parts.suffix ? pick(SUFFIXES, parts.suffix, locale) : '';
  const edition = parts.edition ? ` ${parts.edition}` : '';
  const name = locale === 'es' ? `${title} para ${vehicle.prefix[i]}${edition}${suffix}` : `${vehicle.prefix[i]} ${title}${edition}${suffix}`;
  const blurb = pick(BLURBS, parts.productType, locale);
  const extra = pick(DESCRIPTION_EXTRAS_TRANSLATED, parts.extra, locale);
  const notes = featuresHtml(parts.notes.map((note) => pick(FITMENT_NOTES_TRANSLATED, note, locale)));
  return {
    name,
    alt: name,
    descriptionHtml:
      locale === 'es'
        ? `<p><strong>${esc(name)}</strong>: ${esc(blurb)}</p><p>Diseñado para el ${esc(vehicle.label[i])} y probado en el auto antes de salir a la venta. ${esc(extra)}</p>`
        : `<p><strong>${esc(name)}</strong>：${esc(blurb)}</p><p>${esc(vehicle.label[i])}専用設計。発売前に実車で装着確認を行っています。${esc(extra)}</p>`,
    featuresHtml: featuresHtml(parts.features.map((feature) => pick(FEATURES, feature, locale))),
    fitmentHtml:
      locale === 'es'
        ? `<p><strong>Compatible con:</strong> ${esc(pick(CAR_BRAND, parts.carBrand, locale))} ${esc(parts.years)}, ${esc(vehicle.chassis[i])}</p>${notes}`
        : `<p><strong>適合車種：</strong>${esc(vehicle.chassis[i])} ${esc(japaneseYears(parts.years))}</p>${notes}`,
  };
}

/** A generated variant's name ("… – Variant 3") in another language. */
export function localizedVariantName(baseName: string, variant: number, locale: TranslatedLocale): string {
  return `${baseName} – ${VARIANT[LANGUAGE[locale]]} ${variant}`;
}

/** The shop's answer to a seeded question in every language it has. */
export function answerTranslations(answer: string): { es: string; ja: string } {
  return { es: pick(ANSWERS, answer, 'es'), ja: pick(ANSWERS, answer, 'ja') };
}
