import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/messages';
import { shopUnavailablePage } from '@/lib/edge/shop-unavailable-page';
import { needsShopServer } from './needs-shop-server';
import { currentBreaker } from '../shop-server/current-breaker';

/*
 * Next's App Router has no documented way for a page render to answer 503: a page can only end in
 * notFound() (404), forbidden()/unauthorized() (403/401) or a thrown error (500, or the error
 * document with the 200 already sent once a shell has streamed). So the 503 is answered before
 * rendering, here in middleware, from the circuit breaker's state: while the shop server is known
 * to be down, a page that would ask it per request gets a small page in the shopper's language
 * and Retry-After instead of a render that can only fail. Pages served from the page cache (home,
 * product pages, listings in the cached set) are not answered here, so they keep being served,
 * stale, while it is down.
 */

export function unavailablePage(locale: Locale, retryAfter: number): NextResponse {
  const html = shopUnavailablePage(locale, translator(locale, 'unavailable'));
  return new NextResponse(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(retryAfter), 'cache-control': 'no-store' },
  });
}

/** The 503 answer for a page that needs the shop server while its circuit is open, else null. */
export function shopServerUnavailable(request: NextRequest): NextResponse | null {
  const breaker = currentBreaker();
  if (!breaker?.refusing() || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const first = request.nextUrl.pathname.split('/')[1];
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  return needsShopServer(request.nextUrl.pathname, request.nextUrl.searchParams) ? unavailablePage(locale, breaker.retryAfterSeconds()) : null;
}
