import { localizedPath } from '@/lib/i18n/locale-path';

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
