/** @jest-environment node */
import { NextRequest } from 'next/server';
import { nonceRequest, pageRouting } from '@/lib/edge/page-routing';
import { shopPages } from '@/lib/shop/serving/shop-pages';

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('which pages get a nonce policy', () => {
  it.each([
    ['/account/orders', true],
    ['/es/checkout', true],
    ['/search?q=exhaust', true],
    ['/ja/search?q=%E3%83%9E%E3%83%95%E3%83%A9%E3%83%BC', true],
    // Outside the page cache: three filters nothing links to, or a page past the cached ten.
    ['/store/products?carModels=ZN8%20GR86&makeMaterials=Carbon%20Fiber&brands=HKS', true],
    ['/es/store/products?page=11', true],
    // In the page cache, or cached whole: the fixed policy and its hashes.
    ['/store/products', false],
    ['/store/products?page=2&sort=price-asc', false],
    ['/es/new-arrivals', false],
    ['/', false],
    ['/contact-us', false],
    ['/searching', false],
    ['/account/login', false],
  ])('%s: %s', (path, expected) => {
    const result = nonceRequest(new NextRequest(`http://shop.test${path}`), shopPages);
    expect(result !== null).toBe(expected);
    if (result) {
      const nonce = nonceOf(result.policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceOf(result.request.headers.get('content-security-policy') ?? undefined)).toBe(nonce);
    }
  });

  it('gives each request its own nonce', () => {
    const first = nonceRequest(new NextRequest('http://shop.test/search?q=a'), shopPages);
    const second = nonceRequest(new NextRequest('http://shop.test/search?q=a'), shopPages);
    expect(nonceOf(first?.policy)).not.toBe(nonceOf(second?.policy));
  });
});

describe('middleware\'s routing', () => {
  const route = pageRouting(shopPages);
  const routed = (path: string) => route(new NextRequest(`http://shop.test${path}`));

  it.each([
    ['/not-found-page', '/en/not-found-page'],
    ['/es/not-found-page?x=1', '/es/not-found-page'],
  ])('the not-found page\'s own address %s renders %s with 404', async (path, target) => {
    const answer = await routed(path);
    expect(answer.status).toBe(404);
    expect(new URL(answer.headers.get('x-middleware-rewrite')!).pathname).toBe(target);
  });

  it('sends a listing in the page cache\'s set to its page-cache address, with the fixed policy', async () => {
    const answer = await routed('/es/store/products?sort=price_ascending');
    expect(new URL(answer.headers.get('x-middleware-rewrite')!).pathname).toMatch(/^\/es\/by-query\/[^/]+\/store\/products$/);
    expect(answer.headers.get('content-security-policy')).toBeNull();
  });

  it('renders search with a nonce policy, and redirects /en/x to /x', async () => {
    expect((await routed('/search?query=hood')).headers.get('content-security-policy')).toMatch(/'nonce-/);
    const english = await routed('/en/faqs');
    expect(english.headers.get('location')).toBe('http://shop.test/faqs');
  });
});
