/** @jest-environment node */
import { NextRequest } from 'next/server';
import { nonceRequest } from '@/lib/shop/serving/page-nonce';

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
    const result = nonceRequest(new NextRequest(`http://shop.test${path}`));
    expect(result !== null).toBe(expected);
    if (result) {
      const nonce = nonceOf(result.policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceOf(result.request.headers.get('content-security-policy') ?? undefined)).toBe(nonce);
    }
  });

  it('gives each request its own nonce', () => {
    const first = nonceRequest(new NextRequest('http://shop.test/search?q=a'));
    const second = nonceRequest(new NextRequest('http://shop.test/search?q=a'));
    expect(nonceOf(first?.policy)).not.toBe(nonceOf(second?.policy));
  });
});
