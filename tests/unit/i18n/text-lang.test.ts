import { textLang } from '@/lib/i18n/text-lang';

describe('textLang', () => {
  it.each([
    ['en', 'ja', 'en'],
    ['en', 'es', 'en'],
    ['ja', 'en', 'ja'],
    ['es', 'es', undefined],
    ['en', 'en', undefined],
    [undefined, 'ja', undefined],
  ] as const)('text in %p on a %p page → lang=%p', (written, page, expected) => {
    expect(textLang(written, page)).toBe(expected);
  });
});
