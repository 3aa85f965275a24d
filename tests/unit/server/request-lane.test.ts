import { answeredFromCache, laneOf, RecentlyCached } from '@/lib/edge/request-lane';

const files = new Set(['/products/exhaust-1.webp', '/flags/us.svg']);

describe('laneOf', () => {
  const cached = new Set(['/', '/store/product/a', '/store/products?page=2']);
  it.each([
    ['/_next/static/chunks/app.js', 'free'],
    ['/products/exhaust-1.webp', 'free'],
    ['/products/exhaust-1.webp?v=2', 'free'],
    ['/api/health', 'free'],
    ['/api/ready', 'free'],
    ['/', 'cached'],
    ['/store/product/a', 'cached'],
    ['/store/products?page=2', 'cached'],
    ['/store/products?page=3', 'render'],
    ['/search?q=hood', 'render'],
    ['/api/search', 'render'],
    ['/_next/image?url=%2Fproducts%2Fa.webp&w=640&q=75', 'render'],
    ['/products/missing.webp', 'render'],
  ])('%s goes to %s', (url, lane) => expect(laneOf(url, files, (u) => cached.has(u))).toBe(lane));
});

describe('answeredFromCache', () => {
  const answer = (headers: Record<string, string>) => ({ getHeader: (name: string) => headers[name] });
  it.each([
    [{ 'x-nextjs-cache': 'HIT' }, true],
    [{ 'x-nextjs-cache': 'STALE' }, true],
    [{ 'x-nextjs-prerender': '1' }, true],
    [{ 'x-nextjs-cache': 'MISS' }, false],
    [{ 'x-nextjs-postponed': '1' }, false],
    [{}, false],
  ])('%o: %s', (headers, expected) => expect(answeredFromCache(answer(headers))).toBe(expected));
});

describe('RecentlyCached', () => {
  it('keeps the most recent addresses answered from cache, and forgets one answered otherwise', () => {
    const recent = new RecentlyCached(2);
    recent.record('/a', true);
    recent.record('/b', true);
    recent.record('/a', true);
    recent.record('/c', true);
    expect(['/a', '/b', '/c'].map((url) => recent.has(url))).toEqual([true, false, true]);
    recent.record('/a', false);
    expect(recent.has('/a')).toBe(false);
  });
});
