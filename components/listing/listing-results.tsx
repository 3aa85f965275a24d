'use client';
import type { ReactNode } from 'react';
import { useTranslations } from '#intl';
import type { ProductSummary } from '@/lib/shop/catalogue';
import { ProductCard } from '@/components/catalog/product-card';
import { ListingGrid } from './listing-grid';

type ListingResultsProps = {
  items: ProductSummary[];
  list: boolean;
  pending: boolean;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
  action?: (product: ProductSummary) => ReactNode;
};

/** A list the browser draws from its own data (the wishlist, recently viewed). */
export function ListingResults({ items, list, pending, empty, action }: ListingResultsProps) {
  const t = useTranslations('listing');
  return (
    <ListingGrid list={list} pending={pending} loadingLabel={t('loading')} count={items.length} empty={empty}>
      {items.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 4} action={action?.(product)} headingLevel={2} />
        </li>
      ))}
    </ListingGrid>
  );
}
