import { readHeader, readRow } from '@/lib/shop/catalogue/io/rows';
import { describeProblem } from '@/lib/shop/catalogue/io/problems';

const existing = () => false;

/** One cell under its column, for a product the catalogue has: what it reads as, or the problem shown. */
function cell(column: string, value: string) {
  const { header } = readHeader(['sku', column], 1);
  const { row, problems } = readRow(header, 7, ['SKU-1', value], existing);
  if (problems.length) return problems.map(describeProblem).join('; ');
  const fields = { ...row!.fields, images: row!.images, related: row!.related, ...row!.translations } as Record<string, unknown>;
  delete fields.sku;
  return Object.values(fields).find((value) => value !== undefined) ?? null;
}

describe('a cell is read by its column', () => {
  it.each([
    ['price', '129.9', '129.90'],
    ['price', ' 1299 ', '1299.00'],
    ['price', '12.999', 'line 7, price: not a price (a number like 129.99)'],
    ['price', '-5', 'line 7, price: not a price (a number like 129.99)'],
    ['price', '$10', 'line 7, price: not a price (a number like 129.99)'],
    ['price', '100000000', 'line 7, price: above 99999999.99'],
    ['quantity_left', '-1', -1],
    ['quantity_left', '-2', 'line 7, quantity_left: not between -1 and 2147483647'],
    ['quantity_left', '2.5', 'line 7, quantity_left: not a whole number'],
    ['hot', 'TRUE', true],
    ['hot', 'no', false],
    ['hot', '', false],
    ['hot', 'maybe', 'line 7, hot: not true or false'],
    ['slug', 'gr86-hood', 'gr86-hood'],
    ['slug', 'GR86 Hood', 'line 7, slug: not a slug (lower-case letters and digits joined by hyphens)'],
    ['vehicles', 'zn8', ['zn8']],
    ['vehicles', 'zn8 | zn6 | zn8', ['zn8', 'zn6']],
    ['vehicles', '', []],
    ['vehicles', 'zn8|AE86', 'line 7, vehicles: AE86 is not a known vehicle (gr-corolla, 12th-gen-corolla, 11th-gen-corolla, gen-9-camry, gen-8-camry, gen-7-camry, mk5-gr-supra, mk4-supra, zn8, zn6, several separated by "|", none for a part that fits every vehicle)'],
    // The column's name from before a part could fit several vehicles.
    ['vehicle', 'mk4-supra', ['mk4-supra']],
    ['category', '', null],
    ['category', 'Wheels', 'line 7, category: not a category (one of Body Kit, Exterior, Interior, Lighting, or empty)'],
    ['make_material', 'Carbon Fiber', 'Carbon Fiber'],
    ['brand', '  ', null],
    ['video', 'dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['video', 'https://youtu.be/dQw4w9WgXcQ', 'line 7, video: not a YouTube video id (11 letters, digits, - or _)'],
    ['created_at', '2026-03-01T12:00:00.000Z', new Date('2026-03-01T12:00:00.000Z')],
    ['created_at', 'yesterday', 'line 7, created_at: not a date and time (like 2026-03-01T12:00:00.000Z)'],
    ['images', 'a.jpg | https://x.example/b.png |', ['a.jpg', 'https://x.example/b.png']],
    ['related', '', []],
    ['description_html', '<p>a\nb</p>', '<p>a\nb</p>'],
    ['description_html', 'nul\u0000', 'line 7, description_html: contains a NUL character'],
    ['name_ja', 'カーボンボンネット', { name: 'カーボンボンネット' }],
    ['name_es', '', { name: null }],
  ])('%s %j', (column, value, expected) => {
    expect(cell(column, value)).toEqual(expected);
  });
});

describe('the header', () => {
  it('names unknown and repeated columns, and needs sku', () => {
    expect(readHeader(['name', 'Price', 'name'], 1).problems.map(describeProblem)).toEqual([
      expect.stringMatching(/^line 1, Price: unknown column \(the columns are sku, slug, name, /),
      'line 1, name: appears twice',
      'line 1: the header has no sku column, which matches rows to products',
    ]);
    expect(readHeader(['sku', 'vehicle', 'vehicles'], 1).problems.map(describeProblem)).toEqual(['line 1, vehicles: appears twice']);
  });
});

describe('a row', () => {
  const { header } = readHeader(['sku', 'name', 'price'], 1);

  it('of a new SKU needs the fields no product is without', () => {
    expect(readRow(header, 2, ['NEW', 'Part', '10'], () => true).problems.map(describeProblem)).toEqual([
      'line 2, slug: needed for a new product (SKU NEW is not in the catalogue)',
      'line 2, vehicles: needed for a new product (SKU NEW is not in the catalogue)',
      'line 2, car_brand: needed for a new product (SKU NEW is not in the catalogue)',
      'line 2, product_type: needed for a new product (SKU NEW is not in the catalogue)',
    ]);
  });

  it('of a known SKU sets only its columns, and reports its SKU even when a cell is wrong', () => {
    expect(readRow(header, 2, ['OLD', 'Part', '10'], existing).row).toEqual({ line: 2, sku: 'OLD', fields: { sku: 'OLD', name: 'Part', price: '10.00' } });
    const wrong = readRow(header, 3, ['OLD', '', 'x'], existing);
    expect(wrong.sku).toBe('OLD');
    expect(wrong.row).toBeUndefined();
    expect(readRow(header, 4, ['OLD', 'Part'], existing).problems.map(describeProblem)).toEqual(['line 4: has 2 cells where the header has 3']);
    expect(readRow(header, 5, ['A|B', 'Part', '1'], existing).problems.map(describeProblem)).toEqual(['line 5, sku: must not contain "|"']);
  });
});
