import { NextRequest, NextResponse } from 'next/server';
import { nonceContentSecurityPolicy, rendersPerRequest } from './headers';

/**
 * The request as the page should see it, with a fresh nonce policy when the page renders per
 * request: Next reads the nonce from the request's policy and puts it on the page's scripts.
 * Null for every other page, which keeps the fixed policy of next.config.ts.
 */
export function nonceRequest(request: NextRequest): { request: NextRequest; policy: string } | null {
  if (!rendersPerRequest(request.nextUrl.pathname)) return null;
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
