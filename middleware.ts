import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { stripUnsupportedLanguage } from '@/lib/i18n/language-prefix';
import { catalogueRedirect } from '@/lib/catalog/redirects';
import { shopServerCheckout } from '@/lib/shop/checkout-proxy';

const intl = createMiddleware(routing);

export default function middleware(request: NextRequest) {
  const checkout = shopServerCheckout(request);
  if (checkout) return checkout;
  const stripped = stripUnsupportedLanguage(request.nextUrl.pathname);
  if (stripped !== null) {
    const url = request.nextUrl.clone();
    url.pathname = stripped;
    return NextResponse.redirect(url, 308);
  }
  const redirect = catalogueRedirect(request.nextUrl);
  if (redirect) return NextResponse.redirect(redirect, 308);
  return intl(request);
}

export const config = {
  // Pages only: API routes, Next internals and files with an extension (images) pass straight
  // through; checkout.html is matched (literally: the matcher must be static) so a remote shop's checkout can be served by path.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)', '/checkout.html', '/(es|ja)/checkout.html'],
};
