import { fontFromCollection } from '@/lib/seo/share-image/font-collection';

/** A collection of faces, each with one table whose bytes are `data`. */
function collection(faces: { tag: string; data: number[] }[]): Buffer {
  const header = 12 + 4 * faces.length;
  const directories = faces.map(() => 12 + 16);
  const tablesStart = header + directories.reduce((a, b) => a + b, 0);
  const out = Buffer.alloc(tablesStart + faces.reduce((sum, face) => sum + ((face.data.length + 3) & ~3), 0));
  out.write('ttcf', 0, 'latin1');
  out.writeUInt32BE(0x00010000, 4);
  out.writeUInt32BE(faces.length, 8);
  let directory = header;
  let table = tablesStart;
  faces.forEach((face, index) => {
    out.writeUInt32BE(directory, 12 + 4 * index);
    out.write('OTTO', directory, 'latin1');
    out.writeUInt16BE(1, directory + 4);
    out.write(face.tag, directory + 12, 'latin1');
    out.writeUInt32BE(0xabcd, directory + 16);
    out.writeUInt32BE(table, directory + 20);
    out.writeUInt32BE(face.data.length, directory + 24);
    Buffer.from(face.data).copy(out, table);
    directory += 28;
    table += (face.data.length + 3) & ~3;
  });
  return out;
}

describe('fontFromCollection', () => {
  const ttc = collection([
    { tag: 'name', data: [1, 2, 3, 4, 5] },
    { tag: 'cmap', data: [9, 8, 7] },
  ]);

  it.each([
    [0, 'name', [1, 2, 3, 4, 5]],
    [1, 'cmap', [9, 8, 7]],
  ])('face %i keeps its own table %s, now after its table directory', (index, tag, data) => {
    const font = fontFromCollection(ttc, index);
    expect(font.toString('latin1', 0, 4)).toBe('OTTO');
    expect(font.readUInt16BE(4)).toBe(1);
    expect(font.toString('latin1', 12, 16)).toBe(tag);
    expect(font.readUInt32BE(16)).toBe(0xabcd);
    const offset = font.readUInt32BE(20);
    expect(offset).toBe(28);
    expect(font.readUInt32BE(24)).toBe(data.length);
    expect([...font.subarray(offset, offset + data.length)]).toEqual(data);
    expect(font.length % 4).toBe(0);
  });

  it('refuses a file that is not a collection and a face it does not have', () => {
    expect(() => fontFromCollection(Buffer.from('OTTO0000000000000000'), 0)).toThrow('not a font collection');
    expect(() => fontFromCollection(ttc, 2)).toThrow('has 2 faces');
  });
});
