import { checkoutPath } from '@/lib/shop/cart/checkout-path';

it.each([
  ['en', '/checkout.html'],
  ['es', '/es/checkout.html'],
  ['ja', '/ja/checkout.html'],
] as const)('checkoutPath(%s) = %s', (locale, path) => expect(checkoutPath(locale)).toBe(path));
