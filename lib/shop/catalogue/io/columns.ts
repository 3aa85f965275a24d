/**
 * The columns of a catalogue file (docs/catalogue.md): one per stored product field, the related
 * products by SKU, and each language's text. Each column says how a cell is read (a zod schema
 * over the cell's text, whose message is the problem shown to the operator) and written back, so
 * an exported file reads back to the same values.
 */
import { z } from 'zod';
import { VEHICLES } from '../vehicles';
import { CATEGORIES, MAKE_MATERIALS } from '../filters';
import { productTranslations, TRANSLATED_LOCALES, type TranslatedLocale, type products } from '../../../db/schema';

export type ProductFields = typeof products.$inferInsert;
export type TranslationFields = Omit<typeof productTranslations.$inferInsert, 'productId' | 'locale'>;

/** Lists in one cell (images, related SKUs) are separated by this; a SKU or image name cannot hold it. */
export const LIST_SEPARATOR = '|';

const MAX_PRICE = 99_999_999.99;
const MAX_TEXT = 100_000;

const noNul = (schema: z.ZodString) => schema.max(MAX_TEXT, `longer than ${MAX_TEXT} characters`).refine((value) => !value.includes('\u0000'), 'contains a NUL character');

const text = noNul(z.string());
const requiredText = noNul(z.string().trim().min(1, 'must not be empty'));
/** Empty means "none" (null in the database). */
const optionalText = text.transform((value) => (value.trim() === '' ? null : value));

const oneOf = (values: readonly string[], what: string) =>
  z.string().trim().refine((value) => values.includes(value), `not ${what} (one of ${values.join(', ')})`);

const price = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, 'not a price (a number like 129.99)')
  .refine((value) => Number(value) <= MAX_PRICE, `above ${MAX_PRICE}`)
  .transform((value) => Number(value).toFixed(2));

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'not a whole number')
    .transform(Number)
    .refine((value) => value >= min && value <= max, `not between ${min} and ${max}`);

const YES = ['true', 'yes', '1'];
const NO = ['false', 'no', '0', ''];
const yesNo = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => YES.includes(value) || NO.includes(value), 'not true or false')
  .transform((value) => YES.includes(value));

const timestamp = z
  .string()
  .trim()
  .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'not a date and time (like 2026-03-01T12:00:00.000Z)')
  .transform((value) => (value === '' ? undefined : new Date(value)));

const list = text.transform((value) =>
  value
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean),
);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type Column = {
  header: string;
  /** The stored field (of the product, or of its text in `locale`), or `related` for the related products' SKUs. */
  field: keyof ProductFields | 'related' | keyof TranslationFields;
  locale?: TranslatedLocale;
  read: z.ZodType<unknown, string>;
  write: (value: unknown) => string;
  /** A new product needs a value here (the column present and the cell not empty). */
  requiredForNew?: boolean;
};

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const asList = (value: unknown) => (Array.isArray(value) ? value.join(LIST_SEPARATOR) : '');

const column = (header: string, field: Column['field'], read: z.ZodType<unknown, string>, options: Partial<Column> = {}): Column => ({
  header,
  field,
  read,
  write: asText,
  ...options,
});

/** In file order. `id` and `effective_price` are not columns: the database numbers products, and the shown price is derived. */
export const PRODUCT_COLUMNS: readonly Column[] = [
  column(
    'sku',
    'sku',
    requiredText.refine((value) => !value.includes(LIST_SEPARATOR), `must not contain "${LIST_SEPARATOR}"`),
  ),
  column('slug', 'slug', z.string().trim().regex(SLUG_PATTERN, 'not a slug (lower-case letters and digits joined by hyphens)'), { requiredForNew: true }),
  column('name', 'name', requiredText, { requiredForNew: true }),
  column('price', 'price', price, { requiredForNew: true }),
  column('vehicle', 'vehicle', oneOf(VEHICLES.map((vehicle) => vehicle.slug), 'a known vehicle'), { requiredForNew: true }),
  column('car_brand', 'carBrand', requiredText, { requiredForNew: true }),
  column('product_type', 'productType', requiredText, { requiredForNew: true }),
  column('category', 'category', z.string().trim().refine((value) => value === '' || (CATEGORIES as readonly string[]).includes(value), `not a category (one of ${CATEGORIES.join(', ')}, or empty)`).transform((value) => value || null)),
  column('sub_category', 'subCategory', optionalText),
  column('final_sub_category', 'finalSubCategory', optionalText),
  column('make_material', 'makeMaterial', oneOf(MAKE_MATERIALS, 'a material')),
  column('brand', 'brand', optionalText),
  column('wheel_size', 'wheelSize', optionalText),
  column('fit_position', 'fitPosition', text),
  column('performance_part', 'performancePart', yesNo),
  column('quantity_left', 'quantityLeft', wholeNumber(-1, 2_147_483_647)),
  column('shipment', 'shipment', text),
  column('garage_sale', 'garageSale', yesNo),
  column('hot', 'hot', yesNo),
  column('featured_rank', 'featuredRank', wholeNumber(-2_147_483_648, 2_147_483_647)),
  column('created_at', 'createdAt', timestamp, { write: (value) => (value instanceof Date ? value.toISOString() : '') }),
  column('images', 'images', list, { write: asList }),
  column('alt', 'alt', text),
  column('video', 'video', z.string().trim().refine((value) => value === '' || /^[\w-]{11}$/.test(value), 'not a YouTube video id (11 letters, digits, - or _)').transform((value) => value || null)),
  column('description_html', 'descriptionHtml', text),
  column('features_html', 'featuresHtml', text),
  column('fitment_html', 'fitmentHtml', text),
  column('related', 'related', list, { write: asList }),
];

/** The product fields with a text of their own in each language, and their columns' names before the language's suffix. */
export const TRANSLATION_HEADERS: readonly { field: keyof TranslationFields; header: string }[] = [
  { field: 'name', header: 'name' },
  { field: 'alt', header: 'alt' },
  { field: 'descriptionHtml', header: 'description_html' },
  { field: 'featuresHtml', header: 'features_html' },
  { field: 'fitmentHtml', header: 'fitment_html' },
];

/**
 * Each language's text: `name_es`, `description_html_ja`, ... An empty cell means no translation
 * (the page shows the English text, marked as English), so it is stored as null.
 */
export const TRANSLATION_COLUMNS: readonly Column[] = TRANSLATED_LOCALES.flatMap((locale) =>
  TRANSLATION_HEADERS.map(({ field, header }) => column(`${header}_${locale}`, field, optionalText, { locale })),
);

export const COLUMNS: readonly Column[] = [...PRODUCT_COLUMNS, ...TRANSLATION_COLUMNS];
