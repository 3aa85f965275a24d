import { localizedPath, pathWithoutLocale } from '@/lib/i18n/locale-path';

describe('localizedPath', () => {
  it.each([
    ['en', '/', '/'],
    ['es', '/', '/es'],
    ['ja', '/faqs', '/ja/faqs'],
    ['en', '/faqs/', '/faqs'],
    ['es', '/checkout.html', '/es/checkout.html'],
    ['en', '/new-arrivals?page=2', '/new-arrivals?page=2'],
    ['ja', '/new-arrivals?page=2', '/ja/new-arrivals?page=2'],
    ['es', '/?page=2', '/es?page=2'],
    ['ja', '/#hot-deals', '/ja#hot-deals'],
    ['en', '/account/login/recovery?token=a/b', '/account/login/recovery?token=a/b'],
  ] as const)('(%s, %p) → %p', (locale, path, expected) => expect(localizedPath(locale, path)).toBe(expected));
});

describe('pathWithoutLocale', () => {
  it.each([
    ['/', '/'],
    ['/es', '/'],
    ['/ja/', '/'],
    ['/es/store/products', '/store/products'],
    ['/en/cart', '/cart'],
    ['/store/products', '/store/products'],
    // Only a whole first segment naming a language is a prefix.
    ['/espana/faqs', '/espana/faqs'],
    ['/exhaust/ja', '/exhaust/ja'],
  ])('%p → %p', (path, expected) => expect(pathWithoutLocale(path)).toBe(expected));

  it.each(['/', '/faqs', '/store/products/hood', '/new-arrivals'])('undoes localizedPath for %p in every language', (path) => {
    for (const locale of ['en', 'es', 'ja'] as const) expect(pathWithoutLocale(localizedPath(locale, path))).toBe(path);
  });
});
