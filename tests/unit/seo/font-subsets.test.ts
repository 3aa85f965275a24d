import { parseUnicodeRange, subsetsFor, type CodePointRanges } from '@/lib/seo/share-image/font-subsets';

describe('parseUnicodeRange', () => {
  it.each([
    ['U+0000-00FF', [[0x0, 0xff]]],
    ['U+0131', [[0x131, 0x131]]],
    ['U+0000-00FF,U+0131, U+2000-206F', [[0x0, 0xff], [0x131, 0x131], [0x2000, 0x206f]]],
    ['U+4E??', [[0x4e00, 0x4eff]]],
    ['U+25ee8,U+26ff6-26ff8', [[0x25ee8, 0x25ee8], [0x26ff6, 0x26ff8]]],
    ['', []],
  ])('%j', (range, expected) => {
    expect(parseUnicodeRange(range)).toEqual(expected);
  });
});

describe('subsetsFor', () => {
  const subsets: [string, CodePointRanges][] = [
    ['latin', parseUnicodeRange('U+0000-00FF,U+2000-206F')],
    ['latin-ext', parseUnicodeRange('U+0100-02BA')],
    ['kana', parseUnicodeRange('U+3040-30FF')],
    ['kanji', parseUnicodeRange('U+4E00-9FFF')],
    ['more kana', parseUnicodeRange('U+3040-30FF')],
  ];

  it.each([
    ['English text needs Latin only', 'Carbon Hood $1,299.00', ['latin']],
    ['Spanish accents are in Latin', 'Capó de carbono · Envío gratis', ['latin']],
    ['Latin Extended letters', 'Škoda Łódź', ['latin', 'latin-ext']],
    ['Japanese kana and kanji, in the subsets’ order', '送料無料 カーボンボンネット $1,299', ['latin', 'kana', 'kanji']],
    ['a character two subsets hold comes from the first', 'カ', ['kana']],
    ['characters no subset holds are left out', '🚗', []],
    ['white space needs no font', ' \u3000\n', []],
  ])('%s', (_, text, expected) => {
    expect(subsetsFor(text, subsets)).toEqual(expected);
  });
});
