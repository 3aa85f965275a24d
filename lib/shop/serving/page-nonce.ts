import { NextRequest, NextResponse } from 'next/server';
import { isListingPath } from '@/lib/shop/catalogue';
import { listingAt } from './listing-address';
import { nonceContentSecurityPolicy, rendersPerRequest } from '../../security/headers';

/**
 * Search, and a listing outside the page cache: a prerendered shell with no inline script of its
 * own, whose results Next renders per request with the request's nonce on every script. With a
 * nonce they stream as they render instead of being held whole for hashing.
 */
function resultsRenderPerRequest(url: URL): boolean {
  const path = url.pathname.replace(/^\/(?:en|es|ja)(?=\/|$)/, '') || '/';
  if (path === '/search') return true;
  return isListingPath(path) && listingAt(url).query === null;
}

/**
 * The request as the page should see it, with a fresh nonce policy when the page renders per
 * request: Next reads the nonce from the request's policy and puts it on the page's scripts.
 * Null for every other page, which keeps the fixed policy of next.config.ts.
 */
export function nonceRequest(request: NextRequest): { request: NextRequest; policy: string } | null {
  if (!rendersPerRequest(request.nextUrl.pathname) && !resultsRenderPerRequest(request.nextUrl)) return null;
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const policy = nonceContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  return { request: new NextRequest(request, { headers }), policy };
}

/**
 * Sends the browser the policy the page was rendered with. A redirect has no page to protect,
 * and a page proxied from a remote shop was rendered there, under that shop's own policy.
 */
export function withPolicy(request: NextRequest, response: NextResponse, policy: string | undefined): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  const elsewhere = rewrite !== null && new URL(rewrite, request.url).origin !== request.nextUrl.origin;
  if (policy && !response.headers.has('location') && !elsewhere) response.headers.set('content-security-policy', policy);
  return response;
}
