import { DEFAULT_LOCALE, INTL_LOCALE, isLocale } from './routing';

/** A country's name in the page's language; the build's placeholder locale (not a language tag) gets the default's. */
export function regionName(locale: string, region: string): string {
  const tag = INTL_LOCALE[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return new Intl.DisplayNames([tag], { type: 'region' }).of(region) ?? region;
}
