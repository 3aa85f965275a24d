import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/locale-path';

export const CHECKOUT_PAGE = '/checkout.html';

/** The checkout keeps the original shop's address; English has no language prefix. */
export function checkoutPath(locale: Locale): string {
  return localizedPath(locale, CHECKOUT_PAGE);
}
