import { parseBytea, serializeBytea } from '@/lib/db/open';

const within = Buffer.from([0xff, 0x00, 0x0a, 0x1b, 0xee]);

it.each([
  ['no bytes', new Uint8Array(0), '\\x'],
  ['every nibble, upper and lower', Uint8Array.from([0x00, 0x0f, 0xa0, 0xff, 0x7e]), '\\x000fa0ff7e'],
  ['a view into a larger buffer: only its own bytes', within.subarray(2, 4), '\\x0a1b'],
])('%s: serialized in PostgreSQL hex format and parsed back', (_, bytes, text) => {
  expect(serializeBytea(bytes)).toBe(text);
  const parsed = parseBytea(text);
  expect(Buffer.isBuffer(parsed)).toBe(true);
  expect(parsed.equals(Buffer.from(bytes))).toBe(true);
});

it('parses the upper-case hex PostgreSQL also accepts', () => {
  expect([...parseBytea('\\xDEADbeef')]).toEqual([0xde, 0xad, 0xbe, 0xef]);
});
