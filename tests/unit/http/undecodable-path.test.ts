import { isUndecodablePath } from '@/lib/edge/undecodable-path';

describe('isUndecodablePath', () => {
  it.each([
    ['a plain path', '/store/products', false],
    ['home', '/', false],
    ['a Japanese path, encoded', '/ja/store/product/%E3%83%95%E3%83%AD%E3%83%B3%E3%83%88', false],
    ['an encoded percent sign', '/search/100%25', false],
    ['an encoded slash', '/store/product/a%2Fb', false],
    ['lower-case hex digits', '/store/product/caf%c3%a9', false],
    ['a broken escape in the query only', '/search?q=%ZZ', false],
    ['a lone percent sign in the query', '/store/products?sort=%', false],
    ['a broken escape after a fragment mark', '/store#%ZZ', false],
    ['the asterisk of OPTIONS *', '*', false],
    ['a truncated UTF-8 sequence', '/store/product/%E0%A4%A', true],
    ['not hex digits', '/es/%ZZ', true],
    ['a lone percent sign', '/%', true],
    ['a percent sign and one digit', '/store/%4', true],
    ['an overlong UTF-8 encoding', '/store/%C0%AF', true],
    ['a UTF-16 surrogate in UTF-8', '/store/%ED%A0%80', true],
    ['a broken escape in an API path', '/api/products/%E0%A4%A', true],
    ['a broken escape before a query', '/es/%ZZ?page=2', true],
    ['the absolute form with a broken path', 'http://shop.example/es/%ZZ', true],
    ['the absolute form with a good path', 'http://shop.example/es/store?q=%ZZ', false],
  ])('%s: %s', (_case, target, expected) => {
    expect(isUndecodablePath(target)).toBe(expected);
  });
});
