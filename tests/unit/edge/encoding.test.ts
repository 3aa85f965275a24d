import { acceptedEncoding, chosenEncoding, type Chosen } from '@/lib/edge/encoding';

describe('the encoding the edge sends', () => {
  const cases: [string | undefined, Chosen, 'br' | 'gzip' | null][] = [
    ['gzip, deflate, br, zstd', 'br', 'br'],
    ['gzip', 'gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip', 'gzip'],
    ['*', 'br', 'br'],
    ['*;q=0.1, br;q=0', 'gzip', 'gzip'],
    [undefined, 'identity', null],
    ['', 'identity', null],
    ['identity', 'identity', null],
    ['deflate', 'identity', null],
    ['deflate, identity;q=0', null, null],
    ['*;q=0', null, null],
    ['*;q=0, identity', 'identity', null],
    ['br;q=0, gzip;q=0', 'identity', null],
  ];
  it.each(cases)('Accept-Encoding %p: sends %p (a kept compression: %p)', (header, chosen, accepted) => {
    expect(chosenEncoding(header)).toBe(chosen);
    expect(acceptedEncoding(header)).toBe(accepted);
  });
});
