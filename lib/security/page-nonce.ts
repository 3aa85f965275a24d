import { NextResponse, type NextRequest } from 'next/server';
import { nonceContentSecurityPolicy, rendersPerRequest } from './headers';

/**
 * Gives a page that renders per request its own nonce policy: on the response, for the browser,
 * and on the request, where Next reads the nonce and puts it on the page's scripts. Any other
 * answer (a cached page, a redirect) is returned as it is and keeps the fixed policy of
 * next.config.ts.
 */
export function withPageNonce(request: NextRequest, response: NextResponse): NextResponse {
  if (!rendersPerRequest(request.nextUrl.pathname) || response.headers.has('location')) return response;
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = nonceContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  // NextResponse.next is the documented way to hand changed request headers on; its markers are
  // copied onto the response next-intl made (which may carry a rewrite and markers of its own).
  const carrier = NextResponse.next({ request: { headers: requestHeaders } });
  const overridden = new Set((response.headers.get('x-middleware-override-headers') ?? '').split(',').filter(Boolean));
  for (const [name, value] of carrier.headers) {
    if (name === 'x-middleware-override-headers') value.split(',').forEach((header) => overridden.add(header));
    else if (name.startsWith('x-middleware-request-') && !response.headers.has(name)) response.headers.set(name, value);
  }
  response.headers.set('x-middleware-request-content-security-policy', policy);
  response.headers.set('x-middleware-override-headers', [...overridden].join(','));
  response.headers.set('content-security-policy', policy);
  return response;
}
