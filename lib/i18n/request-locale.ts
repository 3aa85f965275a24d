import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@/lib/i18n/routing';

const LOCALE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`);

/**
 * The language of an API answer: an explicit `locale` query parameter (the page's), else
 * the language cookie (LOCALE_COOKIE), else the browser's Accept-Language, else English.
 */
export function requestLocale(request: Request): Locale {
  const url = new URL(request.url);
  const explicit = url.searchParams.get('locale') ?? request.headers.get('x-shop-locale');
  if (isLocale(explicit)) return explicit;
  const cookie = LOCALE_COOKIE_VALUE.exec(request.headers.get('cookie') ?? '')?.[1];
  if (isLocale(cookie)) return cookie;
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().slice(0, 2).toLowerCase());
  return accepted.find(isLocale) ?? DEFAULT_LOCALE;
}
