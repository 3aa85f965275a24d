'use client';
import { useLocale } from '#intl';
import { formatMoney } from '@/lib/shop/cart';
import { INTL_LOCALE } from '@/lib/i18n/routing';
import { useEffectiveCurrency } from '@/lib/client/stores/currency';

type PriceTextProps = { amount: number; usdText?: string; className?: string; struck?: boolean };

/**
 * A price in the effective currency. USD is shown as the text it came with, so the server render and
 * hydration agree and the HTML a search engine reads carries the real price; another currency is
 * formatted here once it is known.
 */
export function PriceText({ amount, usdText, className, struck }: PriceTextProps) {
  const locale = useLocale();
  const { code, rates } = useEffectiveCurrency();
  const text = code === 'USD' && usdText !== undefined ? usdText : formatMoney(amount, code, rates, INTL_LOCALE[locale]);
  return struck ? <s className={className}>{text}</s> : <span className={className}>{text}</span>;
}
