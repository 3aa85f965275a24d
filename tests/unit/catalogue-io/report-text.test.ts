import { describeReport, reportCounts, shownValue } from '@/lib/shop/catalogue/io/report-text';
import type { ImportReport } from '@/lib/shop/catalogue/io/diff';

describe('a value on a line of the report', () => {
  it.each([
    ['1299.00', '1299.00'],
    ['GR86 Carbon Hood', 'GR86 Carbon Hood'],
    ['', '""'],
    [' padded', '" padded"'],
    ['two\nlines', '"two\\nlines"'],
    ['a → b', '"a → b"'],
    ['x'.repeat(80), `${'x'.repeat(59)}…`],
  ])('%j shows as %s', (value, shown) => {
    expect(shownValue(value)).toBe(shown);
  });
});

const empty: ImportReport = { new: 0, changed: 0, unchanged: 0, removed: 0, newRows: [], changedRows: [], removedSkus: [] };

describe('the report as the command prints it', () => {
  it('an unchanged file is its counts alone', () => {
    const report = { ...empty, unchanged: 225 };
    expect(describeReport(report, { removes: false })).toEqual([]);
    expect(reportCounts(report, false)).toBe('0 new, 0 changed, 225 unchanged');
    expect(reportCounts(report, true)).toBe('0 new, 0 changed, 225 unchanged, 0 removed');
  });

  it('names new rows and changed rows with their lines and fields, then how many more', () => {
    const report: ImportReport = {
      ...empty,
      new: 101,
      newRows: [{ line: 9, sku: 'NEW-1' }],
      changed: 21,
      changedRows: [{ line: 4, sku: 'SKU-4', changes: [{ column: 'price', old: '1299.00', new: '1249.00' }, { column: 'name_es', old: 'Capó', new: '' }] }],
      removed: 2,
      removedSkus: ['OLD-1', 'OLD-2'],
    };
    expect(describeReport(report, { removes: true })).toEqual([
      'New 101:',
      '  line 9, NEW-1',
      '  ... and 100 more new rows',
      'Changed 21:',
      '  line 4, SKU-4',
      '    price: 1299.00 → 1249.00',
      '    name_es: Capó → ""',
      '  ... and 20 more changed rows',
      'Removed 2: OLD-1, OLD-2',
    ]);
  });
});
