import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { config } from '@/middleware';
import { cachedPageRewrites } from '@/lib/edge/cached-page-rewrites';
import { middlewareRouting } from '@/lib/edge/middleware-routing';

// Compiled the way `next build` compiles middleware's matcher (the function is not in Next's types).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: string[], nextConfig: object) => { regexp: string }[] };
const matchers = getMiddlewareMatchers(config.matcher, { basePath: '' }).map((m) => new RegExp(m.regexp));
const middlewareRuns = (path: string) => matchers.some((matcher) => matcher.test(path));

// A rewrite source's `:param` is one path segment.
const rewriteOf = (path: string) =>
  cachedPageRewrites.find(({ source }) => new RegExp(`^${source.replace(/:\w+/g, '[^/]+')}$`).test(path));

describe('which page requests middleware sees', () => {
  it.each([
    ['/', false],
    ['/es', false],
    ['/ja', false],
    ['/store/product/mk5-supra-wing', false],
    ['/es/store/product/mk5-supra-wing', false],
    ['/ja/store/product/mk5-supra-wing', false],
    // Redirects stay with middleware: /en/x to /x, trailing slashes, other languages.
    ['/en', true],
    ['/en/store/product/mk5-supra-wing', true],
    ['/store/product/mk5-supra-wing/', true],
    ['/es/', true],
    ['/fr/store/product/mk5-supra-wing', true],
    ['/ES/store/product/mk5-supra-wing', true],
    // Every other page keeps it: listings, landings, nonce pages, the old shop's addresses.
    ['/store/products', true],
    ['/store/product', true],
    ['/store/product/a/b', true],
    ['/es/store/products', true],
    ['/checkout', true],
    ['/account/orders', true],
    ['/faqs', true],
    ['/hot-deals', true],
    ['/exhaust/', true],
    ['/checkout.html', true],
    ['/api/search', false],
    ['/products/wing.webp', false],
  ])('%s: %s', (path, runs) => {
    expect(middlewareRuns(path)).toBe(runs);
  });

  it.each(['/', '/store/product/mk5-supra-wing'])('the English page %s is routed to its [locale] route by a rewrite', (path) => {
    expect(rewriteOf(path)?.destination.replace(/:\w+/g, 'mk5-supra-wing')).toBe(path === '/' ? '/en' : `/en${path}`);
  });

  it('middleware sets no language cookie and no Link header on the pages it passes', () => {
    expect(middlewareRouting.localeCookie).toBe(false);
    expect(middlewareRouting.alternateLinks).toBe(false);
  });
});
