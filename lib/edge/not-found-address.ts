import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/routing';

/** Where the not-found page of each language renders (app/[locale]/not-found-page), always with 404. */
export const NOT_FOUND_PAGE = 'not-found-page';

/** The public address of the not-found page in a language (English without its prefix). */
export const notFoundPath = (locale: Locale) => (locale === DEFAULT_LOCALE ? `/${NOT_FOUND_PAGE}` : `/${locale}/${NOT_FOUND_PAGE}`);

/** The language of a path that is the not-found page's own address, else null. */
export function notFoundPageLocale(pathname: string): Locale | null {
  const [, first, second, ...rest] = pathname.split('/');
  if (rest.length > 0) return null;
  if (first === NOT_FOUND_PAGE && second === undefined) return DEFAULT_LOCALE;
  return isLocale(first) && second === NOT_FOUND_PAGE ? first : null;
}
