import { NextResponse, type NextRequest } from 'next/server';
import { internalListingPath } from '@/lib/shop/catalogue/server';
import { listingAt } from './listing-address';

/**
 * Middleware's step for cached listings: when next-intl's answer renders a page (it is no
 * redirect) and the address is a listing inside the cached set, the page rendered is the
 * listing's internal address instead. next-intl's headers (its request headers for the page,
 * the Link alternates) are kept; only where the request goes changes.
 */
export function withCachedListing(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response;
  const target = internalListingPath(listingAt(request.nextUrl));
  if (!target) return response;
  const headers = new Headers(response.headers);
  headers.delete('x-middleware-next');
  headers.delete('x-middleware-rewrite');
  return NextResponse.rewrite(new URL(target, request.url), { headers });
}
