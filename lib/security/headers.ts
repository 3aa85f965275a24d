/**
 * Response headers of every page, API answer and file (docs/decisions.md, "Hardening"). Pages
 * are served from Next's cache to every visitor alike, so the policy is one fixed string: no
 * per-request nonce (every visitor would get the same one), and Next's inline scripts, which
 * carry each page's own data, cannot be listed by hash before the page exists. What the policy
 * does forbid: scripts, styles, frames and connections from any other site, plugins, a
 * rewritten <base>, forms posting elsewhere, and framing by anyone.
 */
export function contentSecurityPolicy(development: boolean): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its error overlay; production never does.
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // Product photos of a remote shop come from its own host.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "media-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browser features the shop never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(self), usb=(), browsing-topics=()';

/**
 * Two years, subdomains included. Browsers ignore the header on a plain-http answer, so it is
 * sent always: it takes effect exactly when the site is reached over https, whatever SITE_URL
 * the build or the start used.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export type HeaderRule = { source: string; headers: { key: string; value: string }[] };

export function securityHeaderRules(development: boolean): HeaderRule[] {
  const noStore = [{ key: 'Cache-Control', value: 'no-store' }];
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy(development) },
        { key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY },
        { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
      ],
    },
    // A shopper's own pages must not be kept by a browser or a shared cache.
    { source: '/account/:path*', headers: noStore },
    { source: '/:locale(es|ja)/account/:path*', headers: noStore },
    { source: '/account', headers: noStore },
    { source: '/:locale(es|ja)/account', headers: noStore },
  ];
}
