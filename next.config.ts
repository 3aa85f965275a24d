import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaderRules } from './lib/security/headers';
import { cachedPageRewrites } from './lib/edge/cached-page-rewrites';
import { nextDistDir } from './lib/runtime/build-folder.mjs';

// Messages are compiled at build time (next-intl's `precompile`), so the browser gets the small
// formatter and not the ICU parser (about 12 KB gzip of every page's first load). Its catalogues take
// only strings and objects: lists in messages/*.json are objects keyed 1, 2, 3 (lib/i18n/message-lists.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  distDir: nextDistDir(),
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  // rate-limiter-flexible's Drizzle store imports drizzle-orm by a computed name, which the
  // bundler turns into "module not found"; loaded by Node, the import resolves.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'rate-limiter-flexible'],
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  // Whole pages on disk with a size cap (PAGE_CACHE_MAX_MB) and least-recently-used eviction; Next's
  // own file-system cache keeps every page it renders, with no eviction.
  cacheHandler: path.resolve('lib/cache/page-cache-handler.mjs'),
  // 'use cache' entries and tag expiry: in Redis when REDIS_URL is set (shared by every instance), else in process.
  cacheHandlers: {
    default: path.resolve('lib/cache/shared-cache-handler.mjs'),
    remote: path.resolve('lib/cache/shared-cache-handler.mjs'),
  },
  // Pages are rendered once and served from cache; catalogue reads are tagged 'use cache'
  // functions (lib/shop/data/cached-reads.ts) that every write expires (lib/shop/data/expire.ts).
  cacheComponents: true,
  // A page not rendered yet is rendered whole on its first request (shoppers and crawlers get the
  // complete page, never a loading shell) and then served from cache.
  partialPrefetching: false,
  cacheLife: {
    // Writes through this server expire their tags at once; the hour bounds how long a change
    // made behind its back (another instance's write, a database edited by hand) can stay unseen.
    catalogue: { stale: 300, revalidate: 3600, expire: 86400 },
  },
  // Trailing slashes are handled in middleware: a few of them are redirects of their own (lib/shop/serving/redirects).
  skipTrailingSlashRedirect: true,
  // Nothing wider than 1080 px: the catalogue's pictures are 800 px, so wider entries re-served the same
  // picture and only lengthened every srcset (docs/decisions.md, "Page weight").
  images: { formats: ['image/avif', 'image/webp'], deviceSizes: [640, 750, 828, 1080] },
  // The checkout keeps the original shop's address. Middleware skips paths with a dot, so the
  // language is set here: unprefixed is English.
  async rewrites() {
    return {
      beforeFiles: cachedPageRewrites,
      afterFiles: [
        { source: '/checkout.html', destination: '/en/checkout' },
        { source: '/:locale(en|es|ja)/checkout.html', destination: '/:locale/checkout' },
      ],
      fallback: [],
    };
  },
  async headers() {
    return securityHeaderRules(process.env.NODE_ENV === 'development');
  },
};

export default withNextIntl(nextConfig);
