/**
 * One face of an OpenType collection (.ttc) as a standalone font file. The image renderer reads
 * TTF/OTF/WOFF only, and the system's CJK fonts come as collections: the face's tables are
 * copied after a new table directory that points at them.
 */
export function fontFromCollection(collection: Buffer, index: number): Buffer {
  if (collection.toString('latin1', 0, 4) !== 'ttcf') throw new Error('not a font collection');
  const faces = collection.readUInt32BE(8);
  if (index < 0 || index >= faces) throw new Error(`font collection has ${faces} faces, not ${index + 1}`);
  const start = collection.readUInt32BE(12 + 4 * index);
  const tableCount = collection.readUInt16BE(start + 4);
  const headerSize = 12 + 16 * tableCount;
  const tables = Array.from({ length: tableCount }, (_, i) => {
    const record = start + 12 + 16 * i;
    return { record, offset: collection.readUInt32BE(record + 8), length: collection.readUInt32BE(record + 12) };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const font = Buffer.alloc(headerSize + tables.reduce((sum, table) => sum + padded(table.length), 0));
  collection.copy(font, 0, start, start + 12);
  let at = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    collection.copy(font, record, table.record, table.record + 8); // tag and checksum
    font.writeUInt32BE(at, record + 8);
    font.writeUInt32BE(table.length, record + 12);
    collection.copy(font, at, table.offset, table.offset + table.length);
    at += padded(table.length);
  });
  return font;
}
