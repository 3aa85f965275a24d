import { catalogueRedirect } from '@/lib/shop/serving/redirects';

const redirect = (path: string) => {
  const target = catalogueRedirect(new URL(`http://shop.test${path}`));
  return target ? `${target.pathname}${target.search}${target.hash}` : null;
};

describe('catalogueRedirect', () => {
  it.each([
    ['/exhaust/', '/store/products/exhaust?productTypes=Exhaust'],
    ['/es/exhaust/', '/es/store/products/exhaust?productTypes=Exhaust'],
    ['/en/exhaust/', '/store/products/exhaust?productTypes=Exhaust'],
    ['/suspension/', '/store/products/suspension?productTypes=Suspension+Parts'],
    ['/carbon-fiber-parts', '/store/products/carbon-fiber-parts?makeMaterials=Carbon+Fiber'],
    ['/ja/carbon-fiber-parts/', '/ja/store/products/carbon-fiber-parts?makeMaterials=Carbon+Fiber'],
    ['/performance-parts', '/'],
    ['/es/performance-parts/', '/es'],
    ['/hot-deals', '/#hot-deals'],
    ['/hot-deals/toyota-supra', '/#hot-deals'],
    ['/ja/hot-deals/x/', '/ja#hot-deals'],
    ['/faqs/', '/faqs'],
    ['/es/store/products/?carModels=zn8', '/es/store/products?carModels=zn8'],
  ])('%s → %s', (path, expected) => expect(redirect(path)).toBe(expected));

  it.each(['/exhaust', '/suspension', '/exhaust/zn8', '/hot-deals/toyota-supra/some-part', '/performance-parts/zn8', '/', '/es'])(
    '%s is not redirected',
    (path) => expect(redirect(path)).toBeNull(),
  );
});
