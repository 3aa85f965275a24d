import { createHash } from 'node:crypto';

/**
 * Response headers of every page, API answer and file (docs/decisions.md, "Hardening").
 *
 * Two script policies, neither with `'unsafe-inline'` in production. Pages rendered per request
 * anyway (account, checkout: they read the session) get a fresh nonce from middleware: Next reads
 * it from the request's policy and puts it on its scripts. Cached pages go to every visitor alike,
 * so a nonce would be the same for all; their policy is sent with a placeholder that the server
 * replaces, once the page's HTML is complete, by the hashes of the inline scripts Next and React
 * wrote into it (lib/edge/hashed-policy-response.ts). Either way an inline script injected
 * into a page does not run. Everything else is the same for both: scripts, styles, frames and
 * connections from any other site, plugins, a rewritten <base>, forms posting elsewhere and
 * framing by anyone are forbidden.
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

/**
 * Where the hashes of a cached page's inline scripts go. Not a valid source expression: if it ever
 * reached a browser, the browser would ignore it and allow no inline script at all.
 */
export const INLINE_SCRIPT_HASHES = "'inline-script-hashes'";

/**
 * The policy next.config.ts sends with every answer; the placeholder is replaced before the
 * answer leaves the server (by nothing on an answer that is not HTML). The development server
 * renders every page per request with its own inline scripts (the error overlay, hot reload), so
 * there pages keep `'unsafe-inline'`.
 */
export function contentSecurityPolicy(development: boolean): string {
  return policy(development ? "'self' 'unsafe-inline'" : `'self' ${INLINE_SCRIPT_HASHES}`, development);
}

/** The policy with the placeholder replaced by these hash sources (none: no inline script may run). */
export function withInlineScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy.replace(` ${INLINE_SCRIPT_HASHES}`, hashes.map((hash) => ` ${hash}`).join(''));
}

/**
 * React's one inline script that Next does not give the nonce (it times the reveal of streamed
 * content). Its text is fixed by React, so it is allowed by hash; a React upgrade that changes
 * it shows up as a violation in the e2e suite (tests/e2e/security.spec.ts).
 */
export const REACT_TIMING_SCRIPT = 'requestAnimationFrame(function(){$RT=performance.now()});';
export const REACT_TIMING_HASH = `'sha256-${createHash('sha256').update(REACT_TIMING_SCRIPT).digest('base64')}'`;

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

/** The headers of every answer: next.config gives them to every path, and the response wrapper to an answer written before those rules apply. */
export function everyPathHeaders(development: boolean): HeaderRule['headers'] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(development) },
    { key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

export function securityHeaderRules(development: boolean): HeaderRule[] {
  const noStore = [{ key: 'Cache-Control', value: 'no-store' }];
  return [
    { source: '/:path*', headers: everyPathHeaders(development) },
    // A shopper's own pages must not be kept by a browser or a shared cache.
    { source: '/account/:path*', headers: noStore },
    { source: '/:locale(es|ja)/account/:path*', headers: noStore },
    { source: '/account', headers: noStore },
    { source: '/:locale(es|ja)/account', headers: noStore },
  ];
}
