/**
 * What an import changes, row by row (docs/catalogue.md, "What an import reports"): each row of the
 * file is new (its SKU is not in the catalogue), changed or unchanged, and with `--delete-missing`
 * the products the file leaves out are removed. A row is compared with its stored product field by
 * field in the shop's own terms, both sides read as the import would store them: a price written
 * `1299` or `1299.00`, a column moved or a cell quoted changes nothing. Only the columns the file
 * has are compared, as only they are written.
 */
import type { Column, TranslationFields } from './columns';
import type { RowValues } from './rows';

/** One field a row changes: its column, and the value before and after as a catalogue file writes it. */
export type FieldChange = { column: string; old: string; new: string };
export type RowRef = { line: number; sku: string };
export type ChangedRow = RowRef & { changes: FieldChange[] };

export type ImportReport = {
  new: number;
  changed: number;
  unchanged: number;
  removed: number;
  /** The first new rows, changed rows and removed SKUs, in file order (the counts say how many more). */
  newRows: RowRef[];
  changedRows: ChangedRow[];
  removedSkus: string[];
};

/** Changed rows named with their fields: enough to see what a file does before the counts take over. */
export const CHANGED_ROWS_SHOWN = 20;
/** New rows and removed SKUs named. */
export const SKUS_SHOWN = 100;

/** The value a row gives a column, or the stored product holds under it; null for text never translated. */
export function valueAt(column: Column, values: RowValues): unknown {
  if (column.locale) return values.translations?.[column.locale]?.[column.field as keyof TranslationFields] ?? null;
  if (column.field === 'images') return values.images;
  if (column.field === 'related') return values.related;
  return values.fields[column.field as keyof RowValues['fields']];
}

/** Whether two values of a field are the same: instants by time, lists item by item in order, nothing as null. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  return (a ?? null) === (b ?? null);
}

/**
 * The fields a row of the file changes in its stored product, in the file's column order. A
 * value the file leaves undefined (an empty `created_at`) keeps the stored one; the SKU is what
 * matched them.
 */
export function changesOf(columns: readonly (Column | undefined)[], file: RowValues, stored: RowValues): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const column of columns) {
    if (!column || (column.field === 'sku' && !column.locale)) continue;
    const next = valueAt(column, file);
    if (next === undefined) continue;
    const previous = valueAt(column, stored);
    if (!sameValue(previous, next)) changes.push({ column: column.header, old: column.write(previous), new: column.write(next) });
  }
  return changes;
}

/** Counts every row, and keeps the first ones of each kind (a million-row file keeps no more than that). */
export class ReportBuilder {
  private readonly report: ImportReport = { new: 0, changed: 0, unchanged: 0, removed: 0, newRows: [], changedRows: [], removedSkus: [] };

  addNew(row: RowRef) {
    if (this.report.new++ < SKUS_SHOWN) this.report.newRows.push(row);
  }

  addCompared(row: RowRef, changes: FieldChange[]) {
    if (!changes.length) this.report.unchanged++;
    else if (this.report.changed++ < CHANGED_ROWS_SHOWN) this.report.changedRows.push({ ...row, changes });
  }

  setRemoved(skus: string[]) {
    this.report.removed = skus.length;
    this.report.removedSkus = skus.slice(0, SKUS_SHOWN);
  }

  get nothingToWrite() {
    return this.report.new + this.report.changed + this.report.removed === 0;
  }

  build(): ImportReport {
    return structuredClone(this.report);
  }
}
