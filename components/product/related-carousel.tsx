'use client';
import type { ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';
import type { RelatedCard } from './related-card';

const loadCards = (cards: RelatedCard[]) => import('./related-cards').then((loaded) => loaded.relatedCards(cards));

type Labels = { previous: string; next: string; first: string; last: string };

/**
 * Spec 001 §9: two cards per view, 30 px apart. The first view's cards are rendered by the server,
 * so the product card and its picture code stay out of the product page's first load; the rest are
 * drawn here from their data once Swiper is on its way (their code comes with it), as home's hot
 * deals are, so the payload carries each product's few fields instead of a card's tree.
 */
export function RelatedCarousel({ first, more, labels }: { first: ReactNode[]; more: RelatedCard[]; labels: Labels }) {
  return (
    <Carousel
      modules={['Navigation', 'A11y']}
      options={{ slidesPerView: 2, spaceBetween: 30, navigation: true, watchOverflow: true, a11y: { prevSlideMessage: labels.previous, nextSlideMessage: labels.next, firstSlideMessage: labels.first, lastSlideMessage: labels.last }, className: 'related-carousel' }}
      slideClassName="!h-auto"
      firstView={2}
      more={more.length ? () => loadCards(more) : undefined}
    >
      {first}
    </Carousel>
  );
}
