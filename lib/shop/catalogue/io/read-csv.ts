import fs from 'node:fs';
import { CsvError, parse } from 'csv-parse';
import { CatalogueFileError } from './problems';

export type CsvRecord = { line: number; cells: string[] };

/**
 * The records of a CSV file, each with the line it starts on, read as a stream so a large file
 * never sits in memory whole. A byte-order mark (as spreadsheet programs write) is skipped, and
 * blank lines are ignored. A record with a different number of cells than the header still
 * comes through, so every problem in the file is reported at once. A structural fault (a quote
 * never closed) ends the reading with its line.
 */
export async function* readCsv(file: string): AsyncGenerator<CsvRecord> {
  const parser = fs.createReadStream(file).pipe(parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }));
  let previous = { lines: 0, empty: 0 };
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; empty_lines: number } }>) {
      // `lines` counts up to the record's last line; a quoted cell may span several.
      const line = previous.lines + (info.empty_lines - previous.empty) + 1;
      previous = { lines: info.lines, empty: info.empty_lines };
      yield { line, cells: record };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const where = (error as CsvError & { lines?: number }).lines ?? previous.lines + 1;
      throw new CatalogueFileError([{ line: where, message: `not readable as CSV: ${error.message}` }]);
    }
    throw error;
  }
}
