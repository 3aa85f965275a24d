import { isListingSlugPath, listingBreadcrumb } from '@/lib/shop/catalogue/listing/breadcrumbs';

describe('listingBreadcrumb', () => {
  it.each([
    [[], []],
    [['exhaust'], [{ label: { kind: 'section', slug: 'exhaust' }, href: null }]],
    [
      ['suspension', 'zn8', 'coilovers-springs'],
      [
        { label: { kind: 'section', slug: 'suspension' }, href: '/suspension' },
        { label: { kind: 'vehicle', slug: 'zn8' }, href: '/suspension/zn8' },
        { label: { kind: 'text', slug: 'coilovers-springs' }, href: null },
      ],
    ],
    [
      ['performance-parts', 'mk5-gr-supra', 'turbo', 'turbo-kits'],
      [
        { label: { kind: 'section', slug: 'performance-parts' }, href: '/performance' },
        { label: { kind: 'vehicle', slug: 'mk5-gr-supra' }, href: '/performance-parts/mk5-gr-supra' },
        { label: { kind: 'text', slug: 'turbo' }, href: '/performance-parts/mk5-gr-supra/turbo' },
        { label: { kind: 'text', slug: 'turbo-kits' }, href: null },
      ],
    ],
    [
      ['carbon-fiber-parts', 'hood'],
      [
        { label: { kind: 'section', slug: 'carbon-fiber-parts' }, href: '/store/products/carbon-fiber-parts?makeMaterials=Carbon+Fiber' },
        { label: { kind: 'text', slug: 'hood' }, href: null },
      ],
    ],
    [['zn8'], [{ label: { kind: 'vehicle', slug: 'zn8' }, href: null }]],
    [
      ['shop-body-parts', 'zn8', 'hood'],
      [
        { label: { kind: 'section', slug: 'shop-body-parts' }, href: '/shop-body-parts' },
        { label: { kind: 'vehicle', slug: 'zn8' }, href: '/shop-body-parts/zn8' },
        { label: { kind: 'text', slug: 'hood' }, href: null },
      ],
    ],
  ])('%j', (segments, crumbs) => expect(listingBreadcrumb(segments)).toEqual(crumbs));

  it('ignores case and empty segments', () => {
    expect(listingBreadcrumb(['Exhaust', '', 'ZN8']).map((c) => c.label)).toEqual([
      { kind: 'section', slug: 'exhaust' },
      { kind: 'vehicle', slug: 'zn8' },
    ]);
  });
});

describe('isListingSlugPath', () => {
  it.each([
    [['zn8'], true],
    [['exhaust'], true],
    [['suspension', 'zn8', 'coilovers-springs'], true],
    [['performance-parts', 'zn8', 'engines', 'engine-build-parts', 'pistons'], true],
    [['carbon-fiber-parts', 'front-lip'], true],
    [['carbon-fiber-parts', 'front-lip', 'more'], false],
    [['zn8', 'hood'], false],
    [['suspension', 'zn9'], false],
    [['bogus'], false],
    [['exhaust', 'zn8', 'a', 'b', 'c', 'd'], false],
    [['exhaust', 'zn8', '<script>'], false],
    [[], false],
  ])('%j → %s', (segments, valid) => expect(isListingSlugPath(segments)).toBe(valid));
});
