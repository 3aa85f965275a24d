'use client';
import type { ReactNode } from 'react';
import { ProductCard } from '@/components/catalog/product-card';
import type { HotDealCard } from './hot-deal-card';

/** The hot deals past the first view, drawn in the browser; this module is fetched with Swiper. */
export function hotDealCards(cards: HotDealCard[]): ReactNode[] {
  return cards.map(({ product, href }) => <ProductCard key={product.id} product={product} href={href} />);
}
