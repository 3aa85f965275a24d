import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { nonceContentSecurityPolicy, rendersPerRequest } from '@/lib/security/headers';
import { middlewareRouting } from './middleware-routing';
import type { Locale } from '@/lib/i18n/routing';
import { NOT_FOUND_PAGE, notFoundPageLocale } from './not-found-address';

/**
 * Middleware's part of the edge: which page renders, and under which policy. Every answer given
 * without a render (400, redirects, 404, 503, stored answers) was decided before, by the server
 * (lib/edge/decide.ts); what reaches here renders. In order:
 *
 * - the not-found page's own address (where the server sends a path that names no page) renders
 *   with 404, and so does a listing or search page past its last, whatever its number: only the
 *   shop's count knows it, so it is asked here, where waiting for the database is allowed;
 * - a page the shop serves from elsewhere (a remote shop server's checkout) goes there;
 * - next-intl's routing (the language prefix, `/en/x` redirected to `/x`);
 * - a listing in the page cache's set renders at its page-cache address;
 * - a page that renders per request gets a fresh nonce policy: Next reads the nonce from the
 *   request's policy and puts it on the page's scripts; every other page keeps next.config's
 *   policy, whose script hashes the server fills in (lib/edge/hashed-policy-response.ts).
 */
export type ShopPages = {
  /** The answer for a page the shop serves from elsewhere, else null. */
  elsewhere(request: NextRequest): NextResponse | null;
  /** Whether the page's results render per request (search, a listing outside the page cache). */
  resultsRenderPerRequest(url: URL): boolean;
  /** The page-cache address of a listing in the cached set, else null. */
  cachedListingPath(url: URL): string | null;
  /** The language of the not-found page when a listing or search address asks for a page past its last, else null. */
  pastLastPage(url: URL): Promise<Locale | null>;
};

export function nonceRequest(request: NextRequest, shop: ShopPages): { request: NextRequest; policy: string } | null {
  if (!rendersPerRequest(request.nextUrl.pathname) && !shop.resultsRenderPerRequest(request.nextUrl)) return null;
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const policy = nonceContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  return { request: new NextRequest(request, { headers }), policy };
}

/** Sends the browser the policy the page rendered with; a redirect has none, and a page from another origin has that origin's. */
function withPolicy(request: NextRequest, response: NextResponse, policy: string | undefined): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  const elsewhere = rewrite !== null && new URL(rewrite, request.url).origin !== request.nextUrl.origin;
  if (policy && !response.headers.has('location') && !elsewhere) response.headers.set('content-security-policy', policy);
  return response;
}

/** next-intl's answer, sent to the listing's page-cache address when it renders a listing in the cached set (next-intl's headers kept). */
function withCachedListing(request: NextRequest, response: NextResponse, shop: ShopPages): NextResponse {
  if (response.headers.has('location')) return response;
  const target = shop.cachedListingPath(request.nextUrl);
  if (!target) return response;
  const headers = new Headers(response.headers);
  headers.delete('x-middleware-next');
  headers.delete('x-middleware-rewrite');
  return NextResponse.rewrite(new URL(target, request.url), { headers });
}

/** The not-found page in `locale`, whole and with 404. */
function notFound(request: NextRequest, locale: Locale): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/${NOT_FOUND_PAGE}`;
  url.search = '';
  return NextResponse.rewrite(url, { status: 404 });
}

export function pageRouting(shop: ShopPages): (request: NextRequest) => Promise<NextResponse> {
  const intl = createMiddleware(middlewareRouting);
  return async (incoming) => {
    const locale = notFoundPageLocale(incoming.nextUrl.pathname) ?? (await shop.pastLastPage(incoming.nextUrl));
    if (locale) return notFound(incoming, locale);
    const nonce = nonceRequest(incoming, shop);
    const request = nonce?.request ?? incoming;
    const elsewhere = shop.elsewhere(request);
    if (elsewhere) return withPolicy(incoming, elsewhere, nonce?.policy);
    return withPolicy(incoming, withCachedListing(incoming, intl(request), shop), nonce?.policy);
  };
}
