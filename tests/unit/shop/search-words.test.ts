import { lexeme, mayBeRunTogether, queryWords, searchQueries, splitRunTogether, type WordMatch } from '@/lib/shop/search/words';

const inside = (queryWord: string, ...words: string[]): WordMatch[] => words.map((word) => ({ queryWord, word, near: false, similarity: 1 }));
const near = (queryWord: string, ...pairs: [string, number][]): WordMatch[] =>
  pairs.map(([word, similarity]) => ({ queryWord, word, near: true, similarity }));

describe('queryWords', () => {
  it.each([
    ['Carbon  HOOD', ['carbon', 'hood']],
    ['cat-back exhaust', ['cat', 'back', 'exhaust']],
    ['hood hood', ['hood']],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
    ['!!!', []],
  ])('%p → %p', (text, words) => {
    expect(queryWords(text)).toEqual(words);
  });
});

describe('lexeme', () => {
  it.each([
    ['hood', "'hood'"],
    ["o'reilly", "'o''reilly'"],
    ['a\\b', "'a\\\\b'"],
  ])('quotes %p as %p', (word, quoted) => {
    expect(lexeme(word)).toBe(quoted);
  });
});

describe('searchQueries', () => {
  it.each<[string, string[], WordMatch[], { match: string; rank: string } | null]>([
    ['a word found as typed', ['hood'], inside('hood', 'hood', 'hoods'), { match: "('hood' | 'hoods')", rank: "('hood' | 'hoods')" }],
    [
      'a word inside longer words ranks the words it begins first',
      ['86'],
      inside('86', 'gr86', '86'),
      { match: "('86' | 'gr86')", rank: "('86')" },
    ],
    ['a word only inside others ranks by those', ['86'], inside('86', 'gr86'), { match: "('gr86')", rank: "('gr86')" }],
    [
      'a misspelt word matches its near misses and ranks by the nearest',
      ['fibr'],
      near('fibr', ['fixed', 0.4], ['fiber', 0.6]),
      { match: "('fiber' | 'fixed')", rank: "('fiber')" },
    ],
    [
      'near misses count only when nothing contains the word',
      ['hood'],
      [...inside('hood', 'hood'), ...near('hood', ['hose', 0.4])],
      { match: "('hood')", rank: "('hood')" },
    ],
    [
      'every word is required',
      ['carbon', 'hood'],
      [...inside('carbon', 'carbon'), ...inside('hood', 'hood')],
      { match: "('carbon') & ('hood')", rank: "('carbon') & ('hood')" },
    ],
    ['a word that matches nothing matches no product', ['carbon', 'zzzz'], inside('carbon', 'carbon'), null],
    ['no words', [], [], null],
  ])('%s', (_case, words, matches, expected) => {
    expect(searchQueries(words, matches)).toEqual(expected);
  });

  it('keeps a one-letter word to its shortest expansions', () => {
    const many = inside('k', ...Array.from({ length: 60 }, (_, i) => `k${'x'.repeat(i)}`));
    const { match } = searchQueries(['k'], many)!;
    expect(match.split('|')).toHaveLength(48);
    expect(match.startsWith("('k' | 'kx'")).toBe(true);
  });
});

describe('mayBeRunTogether', () => {
  it.each([
    ['カーボンボンネット', true],
    ['車高調', true],
    ['cofre', false],
    ['gr86', false],
  ])('%p → %p', (word, expected) => {
    expect(mayBeRunTogether(word)).toBe(expected);
  });
});

describe('splitRunTogether', () => {
  it.each<[string, string[], string[] | null]>([
    ['カーボンボンネット', ['カーボン', 'ボンネット', 'ネット'], ['カーボン', 'ボンネット']],
    // Longest first, backing off when the rest cannot be covered.
    ['ダクト付きボンネット', ['ダクト付き', 'ダクト', '付き', 'ボンネット'], ['ダクト付き', 'ボンネット']],
    ['abcd', ['abc', 'ab', 'cd'], ['ab', 'cd']],
    // One word is not a split: the vocabulary match already handles it.
    ['ボンネット', ['ボンネット'], null],
    // A piece no catalogue word covers: nothing to split into.
    ['カーボンドア', ['カーボン'], null],
    ['', [], null],
  ])('%p from %p → %p', (word, contained, expected) => {
    expect(splitRunTogether(word, contained)).toEqual(expected);
  });
});
