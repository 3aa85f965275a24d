import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaderRules } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // Lets several developers' servers share one checkout without sharing a build folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp'],
  poweredByHeader: false,
  // Trailing slashes are handled in middleware: a few of them are redirects of their own (lib/catalog/redirects).
  skipTrailingSlashRedirect: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // The checkout keeps the original shop's address. Middleware skips paths with a dot, so the
  // language is set here: unprefixed is English.
  async rewrites() {
    return [
      { source: '/checkout.html', destination: '/en/checkout' },
      { source: '/:locale(en|es|ja)/checkout.html', destination: '/:locale/checkout' },
    ];
  },
  async headers() {
    return securityHeaderRules(process.env.NODE_ENV === 'development');
  },
};

export default withNextIntl(nextConfig);
