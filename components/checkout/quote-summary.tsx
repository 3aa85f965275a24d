'use client';
import Image from '@/components/ui/shop-image';
import { useLocale, useTranslations } from '#intl';
import { INTL_LOCALE } from '@/lib/i18n/routing';
import { formatUsd } from '@/lib/shop/cart';
import { priceLine } from '@/lib/shop/cart';
import { APPROVAL_LIMIT_USD } from '@/lib/shop/orders';
import type { CartLine } from '@/lib/shop/cart';
import { Price } from '@/components/ui/price';
import { OrderTotals } from '@/components/cart/order-totals';
import type { Quote } from './use-quote';

const sameLine = (line: CartLine, productId: number, isDeposit: boolean) => line.product_id === productId && line.is_deposit === isDeposit;

/** The price the shopper saw when the item went into the cart; changed lines show it struck through. */
function seenUnitPrice(lines: readonly CartLine[], productId: number, isDeposit: boolean): number | null {
  const line = lines.find((candidate) => sameLine(candidate, productId, isDeposit));
  return line ? priceLine({ price: line.price, quantity: 1, isDeposit }).unitPrice : null;
}

/** The server's quote: every line at today's price, the totals the order will have, and what changed. */
export function QuoteSummary({ quote, basket, options }: { quote: Quote; basket: readonly CartLine[]; options: { shippingProtection: boolean; deliveryConfirmation: boolean } }) {
  const t = useTranslations('checkout');
  const cartT = useTranslations('cart');
  const locale = useLocale();
  const changed = quote.lines.filter((line) => {
    const seen = seenUnitPrice(basket, line.productId, line.isDeposit);
    return seen !== null && seen !== line.unitPrice;
  });
  return (
    <>
      {changed.length > 0 && (
        <p role="status" className="rounded border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="prices-changed">
          {t('pricesChanged', { count: changed.length })}
        </p>
      )}
      <ul className="divide-y divide-line">
        {quote.lines.map((line) => {
          const cartLine = basket.find((candidate) => sameLine(candidate, line.productId, line.isDeposit));
          const seen = seenUnitPrice(basket, line.productId, line.isDeposit);
          return (
            <li key={`${line.productId}:${line.isDeposit}`} className="flex gap-3 py-3 text-sm" data-testid="checkout-line">
              <div className="relative size-14 shrink-0 overflow-hidden rounded border border-line bg-white">
                {cartLine?.image && <Image src={cartLine.image} alt="" fill sizes="56px" className="object-cover" />}
              </div>
              <div className="flex-1">
                <p className="font-semibold leading-snug">
                  {line.isDeposit && `${cartT('deposit')} `}
                  <span lang={line.nameLang && line.nameLang !== locale ? line.nameLang : undefined}>{line.productName}</span>
                </p>
                <p className="text-muted">
                  <Price amount={line.unitPrice} /> × {line.quantity}
                </p>
                {seen !== null && seen !== line.unitPrice && (
                  <p className="text-xs text-muted" data-testid="price-updated">
                    {t('priceUpdated')} <Price amount={seen} struck />
                  </p>
                )}
              </div>
              <Price amount={line.lineTotal} className="font-semibold" />
            </li>
          );
        })}
      </ul>
      <OrderTotals
        subtotal={quote.subtotal}
        protection={options.shippingProtection ? quote.protection : undefined}
        deliveryFee={options.deliveryConfirmation ? quote.deliveryFee : undefined}
        total={quote.total}
        totalTestId="quote-total"
        className="pt-3"
      />
      {quote.needsApproval && <p className="rounded border border-line bg-white p-3 text-sm">{t('approvalNote', { limit: formatUsd(APPROVAL_LIMIT_USD, INTL_LOCALE[locale]) ?? '' })}</p>}
    </>
  );
}
