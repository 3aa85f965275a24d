import type { TranslatedLocale } from '../../../db/schema';
import { COLUMNS, PRODUCT_COLUMNS, type Column, type ProductFields, type TranslationFields } from './columns';
import type { Problem } from './problems';

export type Header = {
  /** The column of each cell position; undefined for a column this file should not have (reported once, in the header). */
  columns: (Column | undefined)[];
  has: (header: string) => boolean;
};

/** What a product holds under the file's columns: a row of the file, or a product as stored (lib/shop/catalogue/io/stored-rows.ts). */
export type RowValues = {
  fields: Partial<Omit<ProductFields, 'images'>>;
  /** The images as written in the file (shop paths, files beside it, https URLs); stored once checked. */
  images?: string[];
  related?: string[];
  /** Each language's text given in the file; null where the file leaves it untranslated. */
  translations?: Partial<Record<TranslatedLocale, Partial<TranslationFields>>>;
};

/** A row that passed its own checks. Only the columns present in the file are set. */
export type ProductRow = RowValues & { line: number; sku: string };

const known = new Map(COLUMNS.map((column) => [column.header, column]));

export function readHeader(cells: string[], line: number): { header: Header; problems: Problem[] } {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const columns = cells.map((cell) => {
    const name = cell.trim();
    const column = known.get(name);
    if (!column) problems.push({ line, column: name || '(empty)', message: `unknown column (the columns are ${[...known.keys()].join(', ')})` });
    else if (seen.has(name)) problems.push({ line, column: name, message: 'appears twice' });
    seen.add(name);
    return column;
  });
  if (!seen.has('sku')) problems.push({ line, message: 'the header has no sku column, which matches rows to products' });
  return { header: { columns, has: (name) => seen.has(name) }, problems };
}

/**
 * Checks one row against its columns. `isNew` says whether its SKU is unknown to the catalogue,
 * in which case the fields a product cannot be without must be given.
 */
export function readRow(header: Header, line: number, cells: string[], isNew: (sku: string) => boolean): { row?: ProductRow; sku?: string; problems: Problem[] } {
  const problems: Problem[] = [];
  if (cells.length !== header.columns.length) {
    return { problems: [{ line, message: `has ${cells.length} cells where the header has ${header.columns.length}` }] };
  }
  const values = new Map<Column['field'], unknown>();
  let translations: ProductRow['translations'];
  header.columns.forEach((column, index) => {
    if (!column) return;
    const result = column.read.safeParse(cells[index]);
    if (!result.success) problems.push({ line, column: column.header, message: result.error.issues[0].message });
    else if (!column.locale) values.set(column.field, result.data);
    else {
      translations ??= {};
      (translations[column.locale] ??= {})[column.field as keyof TranslationFields] = result.data as string | null;
    }
  });
  const sku = values.get('sku');
  if (typeof sku !== 'string') return { problems };
  if (isNew(sku)) {
    for (const column of PRODUCT_COLUMNS) {
      if (!column.requiredForNew || problems.some((problem) => problem.column === column.header)) continue;
      const value = values.get(column.field);
      if (value === undefined || value === '') problems.push({ line, column: column.header, message: `needed for a new product (SKU ${sku} is not in the catalogue)` });
    }
  }
  if (problems.length) return { sku, problems };
  const { related, images, ...fields } = Object.fromEntries(values) as Partial<ProductFields> & { related?: string[] };
  return { row: { line, sku, fields, images, related, translations }, sku, problems };
}
