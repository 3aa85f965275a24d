import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/routing';
import { cachedListingPath } from '@/lib/shop/catalogue/server';

/**
 * Middleware's step for cached listings: when next-intl's answer renders a page (it is no
 * redirect) and the address is a listing inside the cached set, the page rendered is the
 * listing's internal address instead. next-intl's headers (its request headers for the page,
 * the Link alternates) are kept; only where the request goes changes.
 */
export function withCachedListing(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response;
  const target = cachedListingPath(request.nextUrl.pathname, request.nextUrl.searchParams, LOCALES, DEFAULT_LOCALE);
  if (!target) return response;
  const headers = new Headers(response.headers);
  headers.delete('x-middleware-next');
  headers.delete('x-middleware-rewrite');
  return NextResponse.rewrite(new URL(target, request.url), { headers });
}
