import { useTranslations } from '#intl';
import type { ProductSummary } from '@/lib/shop/catalogue';

/** '-N% off' when discounted; 'Sale' for a new product without a discount; nothing otherwise. */
export function ProductBadge({ product, className = '' }: { product: Pick<ProductSummary, 'discountPercent' | 'isNew'>; className?: string }) {
  const t = useTranslations('product');
  if (product.discountPercent > 0)
    return <span className={`badge bg-brand ${className}`}>{t('discountBadge', { percent: product.discountPercent })}</span>;
  if (product.isNew) return <span className={`badge bg-ink ${className}`}>{t('saleBadge')}</span>;
  return null;
}
