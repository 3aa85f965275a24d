import { useLocale } from '#intl';
import { formatUsd } from '@/lib/shop/cart';
import { INTL_LOCALE } from '@/lib/i18n/routing';
import { PriceText } from './price-text';

type PriceProps = {
  amount: number;
  /** The amount as the server wrote it in US dollars, for a card drawn in the browser from data (lib/shop/catalogue/card-product.ts). */
  usdText?: string;
  className?: string;
  struck?: boolean;
};

/**
 * Every price the shopper reads goes through here. The US-dollar text is written where this renders:
 * on the server for every server-rendered page, so the browser shows a US-dollar price without
 * building an Intl.NumberFormat, whose first construction on a page (ICU's data) is a long task on a
 * phone, in the middle of hydration ("Hydration builds no Intl object" in docs/decisions.md).
 */
export function Price({ amount, usdText, className, struck }: PriceProps) {
  const locale = useLocale();
  return <PriceText amount={amount} usdText={usdText ?? formatUsd(amount, INTL_LOCALE[locale]) ?? undefined} className={className} struck={struck} />;
}
