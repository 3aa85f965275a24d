import { COMPILE_HINT, firstLoadChunks, withCompileHint } from '../../../scripts/compile-hints.mjs';

describe('withCompileHint', () => {
  it.each([
    ['a chunk without the hint gets it on its first line', '(globalThis.TURBOPACK||[]).push([])', `${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([])`],
    ['a chunk marked by an earlier run is left as it is', `${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([])`, null],
    ['an empty chunk still gets the hint', '', COMPILE_HINT],
  ])('%s', (_case, source, expected) => {
    expect(withCompileHint(source)).toBe(expected);
  });

  it('is the comment V8 reads, alone on the first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});

describe('firstLoadChunks', () => {
  it.each([
    ['no routes', [], []],
    ['one route', [{ route: '/[locale]', firstLoadChunkPaths: ['a.js', 'b.js'] }], ['a.js', 'b.js']],
    [
      'chunks shared by routes are listed once',
      [
        { route: '/[locale]', firstLoadChunkPaths: ['framework.js', 'home.js'] },
        { route: '/[locale]/store/product/[slug]', firstLoadChunkPaths: ['framework.js', 'product.js'] },
      ],
      ['framework.js', 'home.js', 'product.js'],
    ],
  ])('%s', (_case, stats, expected) => {
    expect(firstLoadChunks(stats)).toEqual(expected);
  });
});
