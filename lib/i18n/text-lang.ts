import type { Locale } from './routing';

/**
 * The `lang` attribute for text written in `textLang` shown on a page in `pageLocale`: set only
 * where the two differ, so screen readers and search engines read that part in its own language.
 * Unknown (undefined) text languages get no attribute: saying English of a text nobody knows the
 * language of would be a guess.
 */
export function textLang(written: Locale | undefined, pageLocale: string): Locale | undefined {
  return written && written !== pageLocale ? written : undefined;
}
