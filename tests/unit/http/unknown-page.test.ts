import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PAGE } from '@/lib/edge/not-found-address';
import { PAGE_ROOTS, unknownPage } from '@/lib/shop/serving/unknown-page';

describe('unknownPage', () => {
  it.each([
    ['/', null],
    ['/es', null],
    ['/faqs', null],
    ['/ja/contact-us', null],
    ['/store/products', null],
    ['/es/store/products/shop-body-parts/zn8', null],
    ['/store/products/ZN8', null],
    ['/ja/exhaust/zn8', null],
    ['/exhaust/opengraph-image', null],
    ['/es/performance-parts/mk5-gr-supra/brake-upgrades', null],
    ['/store/product/no-such-part', null],
    ['/faqs/deeper', null],
    ['/en/no-such-page', null],
    ['/checkout.html', null],
    ['/ja/checkout.html', null],
    ['/no-such-page', { locale: 'en' }],
    ['/ja/no-such-page', { locale: 'ja' }],
    ['/es/' + NOT_FOUND_PAGE, { locale: 'es' }],
    ['/ja/%E3%81%AA%E3%81%84', { locale: 'ja' }],
    ['/es/store/products/nonexistent-thing', { locale: 'es' }],
    ['/store/products/zn8/extra', { locale: 'en' }],
    ['/ja/exhaust/nope', { locale: 'ja' }],
    ['/suspension/ZN8', { locale: 'en' }],
    ['/es/shop-body-parts/nope/bumpers', { locale: 'es' }],
  ])('%s → %j', (pathname, expected) => {
    expect(unknownPage(pathname)).toEqual(expected);
  });
});

it('knows every page folder of app/[locale], and only those', () => {
  const folder = path.resolve('app/[locale]');
  const entries = readdirSync(folder, { withFileTypes: true });
  const pages = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('[') && entry.name !== NOT_FOUND_PAGE).map((entry) => entry.name);
  const files = entries.filter((entry) => entry.isFile() && entry.name.startsWith('opengraph-image')).map((entry) => path.parse(entry.name).name);
  expect([...PAGE_ROOTS].sort()).toEqual([...pages, ...files].sort());
});
