'use client';
import './home.css';
import type { ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { HOT_DEALS_PER_VIEW, type HotDealCard } from './hot-deal-card';

const loadCards = (cards: HotDealCard[]) => import('./hot-deal-cards').then((loaded) => loaded.hotDealCards(cards));

/**
 * Two cards per view, 30 px apart, with a scrollbar the shopper can drag (spec 000 §2 and §9). The
 * first view's cards are rendered by the server; the rest are drawn here from their data once
 * Swiper is on its way (their code comes with it), so home's payload does not carry their trees.
 */
export function HotDealCarousel({ first, more, label }: { first: ReactNode[]; more: HotDealCard[]; label: string }) {
  return (
    <Carousel
      modules={['A11y', 'Keyboard', 'Scrollbar']}
      options={{ className: 'hot-deals-swiper', slidesPerView: HOT_DEALS_PER_VIEW, spaceBetween: 30, keyboard: true, scrollbar: { draggable: true }, a11y: { containerMessage: label } }}
      slideClassName="!h-auto"
      firstView={HOT_DEALS_PER_VIEW}
      more={more.length ? () => loadCards(more) : undefined}
    >
      {first}
    </Carousel>
  );
}
