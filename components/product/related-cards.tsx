'use client';
import type { ReactNode } from 'react';
import { ProductCard } from '@/components/catalog/product-card';
import { relatedHref, type RelatedCard } from './related-card';

/** The related products past the first view, drawn in the browser; this module is fetched with Swiper. */
export function relatedCards(cards: RelatedCard[]): ReactNode[] {
  return cards.map((product) => <ProductCard key={product.id} product={product} href={relatedHref(product)} />);
}
