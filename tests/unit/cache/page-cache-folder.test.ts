/**
 * The page cache's folder names a build and the public origin its pages link to, so a server
 * started with another build, SITE_URL or (without SITE_URL) port finds none of the old pages.
 */
import { pageCacheFolder } from '@/lib/cache/page-cache-handler.mjs';
import { originOf } from '@/lib/runtime/site-origin.mjs';

describe('originOf: the origin pages link to', () => {
  it.each([
    ['https://shop.example', 3000, 'https://shop.example'],
    ['https://shop.example/', 3000, 'https://shop.example'],
    ['  https://shop.example//  ', 3000, 'https://shop.example'],
    [undefined, 3000, 'http://localhost:3000'],
    ['', '3701', 'http://localhost:3701'],
    ['   ', 8080, 'http://localhost:8080'],
  ])('SITE_URL %j, port %j: %s', (siteUrl, port, origin) => {
    expect(originOf(siteUrl, port)).toBe(origin);
  });
});

describe('pageCacheFolder', () => {
  const base = pageCacheFolder('b1', 'https://shop.example');

  it('is the same for the same build and origin, so a restart keeps its pages', () => {
    expect(pageCacheFolder('b1', 'https://shop.example')).toBe(base);
    expect(base).toMatch(/^b1-[0-9a-f]{12}$/);
  });

  it.each([
    ['another build', 'b2', 'https://shop.example'],
    ['another SITE_URL', 'b1', 'https://staging.shop.example'],
    ['another scheme', 'b1', 'http://shop.example'],
    ['another port without SITE_URL', 'b1', originOf(undefined, 3701)],
  ])('differs for %s', (_, build, origin) => {
    expect(pageCacheFolder(build, origin)).not.toBe(base);
  });

  it('names development when there is no build id', () => {
    expect(pageCacheFolder(null, originOf(undefined, 3000))).toMatch(/^development-[0-9a-f]{12}$/);
  });
});
