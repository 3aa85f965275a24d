import { requestId } from '@/lib/edge/request-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestId', () => {
  it.each([
    ['keeps the id nginx sends', '5f2b1c0e9a7d4e3f8b6a1c2d3e4f5a6b', '5f2b1c0e9a7d4e3f8b6a1c2d3e4f5a6b'],
    ['keeps a UUID', '0b9a3c3e-6c1f-4a59-9d0e-2f1f7c8a9b10', '0b9a3c3e-6c1f-4a59-9d0e-2f1f7c8a9b10'],
  ])('%s', (_what, incoming, expected) => {
    expect(requestId(incoming)).toBe(expected);
  });

  it.each([
    ['no header', undefined],
    ['a repeated header', ['a1b2c3d4e5', 'f6a7b8c9d0']],
    ['a value that could forge log lines', 'abc\n{"level":"fatal"}'],
    ['a value too short to be an id', 'abc'],
    ['a value far too long', 'a'.repeat(500)],
  ])('makes a new id for %s', (_what, incoming) => {
    expect(requestId(incoming)).toMatch(UUID);
  });
});
