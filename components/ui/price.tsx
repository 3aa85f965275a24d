'use client';
import { useLocale } from '#intl';
import { formatMoney } from '@/lib/currency/format';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/routing';
import { useEffectiveCurrency } from '@/lib/stores/currency';

type PriceProps = { amount: number; className?: string; struck?: boolean };

/**
 * Every price the shopper reads goes through here: USD from the server, shown in the
 * effective currency. The server render and the first client render use USD, so the
 * HTML a search engine reads carries the real price.
 */
export function Price({ amount, className, struck }: PriceProps) {
  const locale = useLocale() as Locale;
  const { code, rates } = useEffectiveCurrency();
  const text = formatMoney(amount, code, rates, INTL_LOCALE[locale]);
  return struck ? <s className={className}>{text}</s> : <span className={className}>{text}</span>;
}
