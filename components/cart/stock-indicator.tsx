'use client';
import { useTranslations } from '#intl';
import { stockLevel, type StockLevel } from '@/lib/shop/cart';

const COLOUR: Record<StockLevel, string> = {
  special: 'text-warning',
  success: 'text-success',
  warning: 'text-warning',
  error: 'text-danger',
};

export function StockIndicator({ quantityLeft }: { quantityLeft: number }) {
  const t = useTranslations('stock');
  const level = stockLevel(quantityLeft);
  const text = level === 'special' ? t('special') : level === 'success' ? t('inStock') : level === 'warning' ? t('low', { count: quantityLeft }) : t('out');
  return (
    <p className={`flex items-center gap-1.5 text-xs font-semibold ${COLOUR[level]}`} data-stock={level}>
      <span className="size-2 rounded-full bg-current" aria-hidden="true" />
      {text}
    </p>
  );
}
