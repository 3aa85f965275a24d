import { logFormat } from '@/lib/runtime/logger';

describe('the format of the logs', () => {
  it.each([
    ['JSON when stdout is not a terminal', undefined, false, 'json'],
    ['readable lines on a terminal', undefined, true, 'pretty'],
    ['JSON on a terminal when asked (docker run -t)', 'json', true, 'json'],
    ['readable lines into a pipe when asked', 'pretty', false, 'pretty'],
    ['the default for a value it does not know', 'xml', false, 'json'],
  ])('%s', (_what, asked, terminal, expected) => {
    expect(logFormat(asked, terminal)).toBe(expected);
  });
});
