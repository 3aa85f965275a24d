import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { middlewareRouting } from '@/lib/edge/middleware-routing';
import { stripUnsupportedLanguage } from '@/lib/edge/language-prefix';
import { catalogueRedirect } from '@/lib/edge/redirects';
import { shopServerCheckout } from '@/lib/shop/serving/checkout-proxy';
import { nonceRequest, withPolicy } from '@/lib/shop/serving/page-nonce';
import { withCachedListing } from '@/lib/shop/serving/cached-listing-rewrite';
import { shopServerUnavailable } from '@/lib/shop/serving/remote-unavailable';
import { NOT_FOUND_PAGE, unknownPage } from '@/lib/shop/serving/unknown-page';

const intl = createMiddleware(middlewareRouting);

export default function middleware(incoming: NextRequest) {
  const nonce = nonceRequest(incoming);
  const checkout = shopServerCheckout(nonce?.request ?? incoming);
  if (checkout) return withPolicy(incoming, checkout, nonce?.policy);
  const stripped = stripUnsupportedLanguage(incoming.nextUrl.pathname);
  if (stripped !== null) {
    const url = incoming.nextUrl.clone();
    url.pathname = stripped;
    return NextResponse.redirect(url, 308);
  }
  const redirect = catalogueRedirect(incoming.nextUrl);
  if (redirect) return NextResponse.redirect(redirect, 308);
  // A path that names no page gets the not-found page in its language, whole and with 404, before any render.
  const unknown = unknownPage(incoming.nextUrl.pathname);
  if (unknown) {
    const url = incoming.nextUrl.clone();
    url.pathname = `/${unknown.locale}/${NOT_FOUND_PAGE}`;
    url.search = '';
    return withPolicy(incoming, NextResponse.rewrite(url, { status: 404, request: { headers: (nonce?.request ?? incoming).headers } }), nonce?.policy);
  }
  // The remote shop's circuit is open: a page that would ask it per request answers 503 at once.
  const unavailable = shopServerUnavailable(incoming);
  if (unavailable) return withPolicy(incoming, unavailable, nonce?.policy);
  // next-intl hands the request's headers on to the page, the nonce policy with them; a listing
  // in the cached set then goes to its page-cache address (lib/shop/catalogue/listing/cached-listing.ts).
  return withPolicy(incoming, withCachedListing(incoming, intl(nonce?.request ?? incoming)), nonce?.policy);
}

export const config = {
  // In the server's own process: the edge sandbox cost every page request more than the work done here.
  runtime: 'nodejs',
  // Pages only: API routes, Next internals and files with an extension (images) pass straight
  // through; checkout.html is matched (literally: the matcher must be static) so a remote shop's checkout can be served by path.
  // Home and product pages (with or without es/ja, no trailing slash) skip middleware: next.config
  // routes them (lib/edge/cached-page-rewrites.ts).
  matcher: ['/((?!api|_next|_vercel|.*\\..*|(?:(?:es|ja)/)?store/product/[^/]+$|(?:es|ja)?$).*)', '/checkout.html', '/(es|ja)/checkout.html'],
};
