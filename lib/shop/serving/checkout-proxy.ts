import { NextResponse, type NextRequest } from 'next/server';
import { config } from '@/lib/runtime/config';
import { CHECKOUT_PAGE } from '@/lib/shop/cart';

/** `/checkout.html` with or without a language prefix. */
const CHECKOUT = /^\/(?:(?:en|es|ja)\/)?checkout\.html$/;

/**
 * With a remote shop, the shop server's own checkout page is served on this origin (proxied by
 * path, never a redirect): it reads the cart from this origin's localStorage (`ypscart`, `isCh`,
 * `yps_ins`, `cart_total`). A reverse proxy in front usually routes the path itself
 * (docs/operations.md); this covers a deployment without one. Null for every other request.
 */
export function shopServerCheckout(request: NextRequest): NextResponse | null {
  if (!CHECKOUT.test(request.nextUrl.pathname)) return null;
  const upstream = config().SHOP_API_URL;
  // The embedded shop's checkout: next.config rewrites the path to the checkout page, which
  // gets the request's headers as middleware left them (its nonce policy).
  if (!upstream) return NextResponse.next({ request: { headers: request.headers } });
  return NextResponse.rewrite(new URL(`${upstream.replace(/\/+$/, '')}${CHECKOUT_PAGE}${request.nextUrl.search}`));
}
