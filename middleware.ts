import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { stripUnsupportedLanguage } from '@/lib/i18n/language-prefix';
import { catalogueRedirect } from '@/lib/catalog/redirects';

const intl = createMiddleware(routing);

export default function middleware(request: NextRequest) {
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
  // Pages only: API routes, Next internals and files with an extension (images, checkout.html) pass straight through.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
