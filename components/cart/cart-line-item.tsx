'use client';
import Image from '@/components/ui/shop-image';
import { useTranslations } from '#intl';
import type { CartLine } from '@/lib/shop/cart';
import { canIncrement } from '@/lib/shop/cart';
import { priceLine } from '@/lib/shop/cart';
import { KEEP_CLEAR } from '@/lib/client/hooks/keep-clear';
import { useCart } from '@/lib/client/stores/cart';
import { Link } from '@/lib/i18n/link';
import { Price } from '@/components/ui/price';
import { StockIndicator } from './stock-indicator';
import { useLineName } from './use-line-name';
import { FitMark } from '@/components/garage/garage-islands';

const hasSku = (sku: string) => sku.trim() !== '' && sku.trim().toUpperCase() !== 'N/A';

export const pricedLine = (line: CartLine) => ({
  price: line.price,
  originalPrice: line.original_price ?? null,
  quantity: line.quantity,
  isDeposit: line.is_deposit,
});

/** One cart line; `compact` is the drawer's version (no stock indicator, smaller image). */
export function CartLineItem({ line, compact = false }: { line: CartLine; compact?: boolean }) {
  const t = useTranslations('cart');
  const setQuantity = useCart((state) => state.setQuantity);
  const remove = useCart((state) => state.remove);
  const priced = pricedLine(line);
  const { unitPrice, originalUnitPrice: original, lineTotal } = priceLine(priced);
  const shown = useLineName(line);
  const name = (
    <>
      {line.is_deposit && `${t('deposit')} `}
      <span lang={shown.lang}>{shown.name}</span>
    </>
  );
  const size = compact ? 64 : 96;

  return (
    <li className="flex gap-3 py-4" data-testid="cart-line" {...KEEP_CLEAR}>
      <div className="relative shrink-0 overflow-hidden rounded border border-line bg-surface" style={{ width: size, height: size }}>
        {line.image && <Image src={line.image} alt="" fill sizes={`${size}px`} className="object-cover" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className={`font-semibold leading-snug ${compact ? 'line-clamp-2 text-sm' : ''}`}>
          {line.slug ? (
            <Link href={`/store/product/${line.slug}`} className="hover:text-brand">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        {hasSku(line.sku) && <p className="text-xs text-muted">{t('sku', { sku: line.sku })}</p>}
        <FitMark product={line} />
        <p className="flex flex-wrap items-baseline gap-2 text-sm">
          <Price amount={unitPrice} className="font-bold text-brand" />
          {original !== null && original > unitPrice && <Price amount={original} struck className="text-xs text-muted" />}
        </p>
        {!compact && <StockIndicator quantityLeft={line.quantity_left} />}
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <div className="flex items-center rounded border border-line" role="group" aria-label={t('quantity')}>
            <button
              type="button"
              className="grid size-8 place-items-center text-lg hover:bg-surface disabled:cursor-not-allowed disabled:text-muted/40"
              aria-label={t('decrease', { name: shown.name })}
              disabled={line.quantity <= 1}
              onClick={() => setQuantity(line, line.quantity - 1)}
            >
              −
            </button>
            <span className="min-w-8 text-center text-sm font-semibold" data-testid="line-quantity" aria-live="polite">
              {line.quantity}
            </span>
            <button
              type="button"
              className="grid size-8 place-items-center text-lg hover:bg-surface disabled:cursor-not-allowed disabled:text-muted/40"
              aria-label={t('increase', { name: shown.name })}
              disabled={!canIncrement(line.quantity, line.quantity_left)}
              onClick={() => setQuantity(line, line.quantity + 1)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="inline-flex min-h-8 items-center px-1 text-xs font-semibold text-muted underline hover:text-brand"
            aria-label={t('removeItem', { name: shown.name })}
            onClick={() => remove(line)}
          >
            {t('remove')}
          </button>
          {!compact && <Price amount={lineTotal} className="ml-auto font-bold" />}
        </div>
      </div>
    </li>
  );
}
