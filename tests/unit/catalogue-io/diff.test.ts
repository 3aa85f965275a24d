import { changesOf, ReportBuilder, sameValue } from '@/lib/shop/catalogue/io/diff';
import { readHeader, readRow, type RowValues } from '@/lib/shop/catalogue/io/rows';

describe('two values of a field are the same', () => {
  it.each([
    ['the same text', 'Hood', 'Hood', true],
    ['other text', 'Hood', 'hood', false],
    ['nothing as null', null, undefined, true],
    ['null and empty text', null, '', false],
    ['one instant', new Date('2026-03-01T12:00:00Z'), new Date('2026-03-01T12:00:00.000Z'), true],
    ['two instants', new Date('2026-03-01T12:00:00Z'), new Date('2026-03-01T12:00:01Z'), false],
    ['one list', ['a', 'b'], ['a', 'b'], true],
    ['a list reordered', ['a', 'b'], ['b', 'a'], false],
    ['a list longer', ['a'], ['a', 'b'], false],
    ['lists of lists', [['zn8', 'zn6']], [['zn8', 'zn6']], true],
    ['a list and text', ['a'], 'a', false],
  ])('%s', (_, a, b, same) => {
    expect(sameValue(a, b)).toBe(same);
    expect(sameValue(b, a)).toBe(same);
  });
});

/** A row of the file under these columns, read as the import reads it. */
function fileRow(cells: Record<string, string>) {
  const { header } = readHeader(Object.keys(cells), 1);
  const { row, problems } = readRow(header, 2, Object.values(cells), () => false);
  expect(problems).toEqual([]);
  return { header, row: row! };
}

const stored: RowValues = {
  fields: { sku: 'SKU-1', price: '1299.00', name: 'Carbon Hood', hot: false, quantityLeft: 4, category: null, createdAt: new Date('2026-03-01T12:00:00Z') },
  images: ['/products/hood-1.webp', '/products/hood-2.webp'],
  related: ['SKU-2', 'SKU-3'],
  translations: { es: { name: 'Capó de carbono', alt: null, descriptionHtml: null, featuresHtml: null, fitmentHtml: null } },
};

describe('what a row changes in its stored product', () => {
  it.each<[string, Record<string, string>, { column: string; old: string; new: string }[]]>([
    ['nothing, written otherwise', { sku: 'SKU-1', price: '1299', hot: 'no', quantity_left: ' 004', category: '', created_at: '2026-03-01T12:00:00.000Z' }, []],
    ['one price', { sku: 'SKU-1', price: '1249.5', name: 'Carbon Hood' }, [{ column: 'price', old: '1299.00', new: '1249.50' }]],
    ['an empty created_at keeps the stored time', { sku: 'SKU-1', created_at: '' }, []],
    ['pictures reordered', { sku: 'SKU-1', images: '/products/hood-2.webp|/products/hood-1.webp' }, [{ column: 'images', old: '/products/hood-1.webp|/products/hood-2.webp', new: '/products/hood-2.webp|/products/hood-1.webp' }]],
    ['related products the same, spaced otherwise', { sku: 'SKU-1', related: 'SKU-2 | SKU-3' }, []],
    ['a language never translated left empty', { sku: 'SKU-1', name_ja: '', alt_es: ' ' }, []],
    ['a translation cleared', { sku: 'SKU-1', name_es: '' }, [{ column: 'name_es', old: 'Capó de carbono', new: '' }]],
    ['a translation added', { sku: 'SKU-1', name_ja: 'カーボンボンネット' }, [{ column: 'name_ja', old: '', new: 'カーボンボンネット' }]],
    ['fields in the file’s order', { sku: 'SKU-1', quantity_left: '0', hot: 'yes' }, [{ column: 'quantity_left', old: '4', new: '0' }, { column: 'hot', old: 'false', new: 'true' }]],
  ])('%s', (_, cells, changes) => {
    const { header, row } = fileRow(cells);
    expect(changesOf(header.columns, row, stored)).toEqual(changes);
  });
});

describe('the report', () => {
  it('counts every row and names the first twenty changed rows', () => {
    const report = new ReportBuilder();
    expect(report.nothingToWrite).toBe(true);
    for (let line = 2; line < 32; line++) report.addCompared({ line, sku: `SKU-${line}` }, line % 3 ? [{ column: 'price', old: '1.00', new: '2.00' }] : []);
    report.addNew({ line: 32, sku: 'NEW-1' });
    report.setRemoved(['OLD-1']);
    const built = report.build();
    expect(built).toMatchObject({ new: 1, changed: 20, unchanged: 10, removed: 1, newRows: [{ line: 32, sku: 'NEW-1' }], removedSkus: ['OLD-1'] });
    expect(built.changedRows).toHaveLength(20);
    expect(built.changedRows[0]).toEqual({ line: 2, sku: 'SKU-2', changes: [{ column: 'price', old: '1.00', new: '2.00' }] });
    expect(report.nothingToWrite).toBe(false);
  });
});
