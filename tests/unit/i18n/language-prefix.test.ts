import { isUnsupportedLanguageSegment, stripUnsupportedLanguage } from '@/lib/edge/language-prefix';

describe('stripUnsupportedLanguage', () => {
  it.each([
    ['/fr/faqs', '/faqs'],
    ['/de-DE/cart', '/cart'],
    ['/pt-br/store/products', '/store/products'],
    ['/it', '/'],
    ['/zh_CN/search', '/search'],
    ['/es/faqs', null],
    ['/ja', null],
    ['/en/faqs', null],
    ['/zn8', null],
    ['/zn6/x', null],
    ['/mk4-supra', null],
    ['/faqs', null],
    ['/cart', null],
    ['/zz/faqs', null],
    ['/', null],
  ])('%s → %s', (path, expected) => {
    expect(stripUnsupportedLanguage(path)).toBe(expected);
  });

  it('never treats a vehicle or route slug as a language', () => {
    for (const slug of ['performance', 'gr-corolla', 'login', 'account', 'garage-sale', 'search']) {
      expect(isUnsupportedLanguageSegment(slug)).toBe(false);
    }
  });
});
