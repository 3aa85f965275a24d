import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/routing';

export const CHECKOUT_PAGE = '/checkout.html';

/** The checkout keeps the original shop's address; English has no language prefix. */
export function checkoutPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? CHECKOUT_PAGE : `/${locale}${CHECKOUT_PAGE}`;
}
