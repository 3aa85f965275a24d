'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductSummary } from '@/lib/shop/types';
import { ProductCard } from '@/components/catalog/product-card';
import { ProductSkeletons } from './product-skeleton';

type ListingResultsProps = {
  items: ProductSummary[];
  list: boolean;
  pending: boolean;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
  action?: (product: ProductSummary) => ReactNode;
};

export function ListingResults({ items, list, pending, empty, action }: ListingResultsProps) {
  const t = useTranslations('listing');
  if (pending) return <ProductSkeletons label={t('loading')} />;
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className={list ? 'card-grid flex flex-col gap-4' : 'card-grid grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4'} data-testid="listing-results">
      {items.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} layout={list ? 'list' : 'grid'} priority={index < 4} action={action?.(product)} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
