import { defineRouting } from 'next-intl/routing';

export const LOCALES = ['en', 'es', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // English is served without a prefix; /en/x redirects to /x.
  localePrefix: 'as-needed',
  // The URL alone decides the language: a shared or bookmarked English link opens in English even
  // after the shopper visited /es or /ja (neither the cookie nor Accept-Language redirects).
  localeDetection: false,
});

// next-intl's hooks and functions (useLocale, getLocale) answer a Locale, not any string.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
  }
}

/** The cookie a language switch writes and API answers without a `locale` parameter fall back on (next-intl's name). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** BCP 47 tags for Intl formatting; prices are US dollars shown to US shoppers. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US', ja: 'ja-JP' };
