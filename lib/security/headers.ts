/**
 * Response headers of every page, API answer and file (docs/decisions.md, "Hardening").
 *
 * Two script policies. Pages rendered per request anyway (account, checkout: they read the
 * session) get a fresh nonce from middleware: Next reads it from the request's policy and puts
 * it on its scripts, so an inline script injected into the page has none and does not run.
 * Cached pages go to every visitor alike, so a nonce would be the same for all, and Next's
 * inline scripts carry each page's own data, so their hashes cannot be listed before the page
 * exists: those pages keep `'self' 'unsafe-inline'`. Everything else is the same for both:
 * scripts, styles, frames and connections from any other site, plugins, a rewritten <base>,
 * forms posting elsewhere and framing by anyone are forbidden.
 */
function policy(scriptSources: string, development: boolean): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its error overlay; production never does.
    `script-src ${scriptSources}${development ? " 'unsafe-eval'" : ''}`,
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

/** The fixed policy of cached pages, API answers and files. */
export function contentSecurityPolicy(development: boolean): string {
  return policy("'self' 'unsafe-inline'", development);
}

/**
 * React's one inline script that Next does not give the nonce (it times the reveal of streamed
 * content). Its text is fixed by React, so it is allowed by hash; a React upgrade that changes
 * it shows up as a violation in the e2e suite (tests/e2e/security.spec.ts). Written out rather
 * than computed: middleware runs where node:crypto is not available (the unit test checks it).
 */
export const REACT_TIMING_SCRIPT = 'requestAnimationFrame(function(){$RT=performance.now()});';
export const REACT_TIMING_HASH = "'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='";

/**
 * The policy of a page rendered per request: inline scripts only with this request's nonce (or
 * React's fixed one), files from this origin. `'strict-dynamic'` is not used: Next leaves the
 * nonce off the page's bootstrap chunk, which 'self' then allows, and 'strict-dynamic' would
 * switch 'self' off.
 */
export function nonceContentSecurityPolicy(nonce: string, development: boolean): string {
  return policy(`'self' 'nonce-${nonce}' ${REACT_TIMING_HASH}`, development);
}

/**
 * Pages that read the shopper's session and so render per request whatever the policy: the
 * account's own pages (not its sign-in, sign-up and recovery forms, which are cached) and the
 * checkout with its confirmation, in every language and at /checkout.html.
 */
const PER_REQUEST_PAGES = /^(?:\/(?:en|es|ja))?\/(?:account(?:\/(?:orders|addresses)(?:\/[^/]*)?)?|checkout(?:\/complete)?|checkout\.html)\/?$/;

export function rendersPerRequest(pathname: string): boolean {
  return PER_REQUEST_PAGES.test(pathname);
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
