'use client';
import { Carousel } from '@/components/ui/carousel';

/** Spec 001 §9: two cards per view, 30 px apart. The cards themselves are rendered on the server. */
export function RelatedCarousel({ children, previousLabel, nextLabel }: { children: React.ReactNode; previousLabel: string; nextLabel: string }) {
  return (
    <Carousel
      modules={['Navigation', 'A11y']}
      options={{ slidesPerView: 2, spaceBetween: 30, navigation: true, watchOverflow: true, a11y: { prevSlideMessage: previousLabel, nextSlideMessage: nextLabel }, className: 'related-carousel' }}
      slideClassName="!h-auto"
      firstView={2}
    >
      {children}
    </Carousel>
  );
}
