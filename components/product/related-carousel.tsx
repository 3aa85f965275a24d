'use client';
import { Children } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Navigation, A11y } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';

/** Spec 001 §9: two cards per view, 30 px apart. The cards themselves are rendered on the server. */
export function RelatedCarousel({ children, previousLabel, nextLabel }: { children: React.ReactNode; previousLabel: string; nextLabel: string }) {
  return (
    <Swiper
      modules={[Navigation, A11y]}
      slidesPerView={2}
      spaceBetween={30}
      navigation
      watchOverflow
      a11y={{ prevSlideMessage: previousLabel, nextSlideMessage: nextLabel }}
      className="related-carousel"
    >
      {Children.toArray(children).map((child, i) => (
        <SwiperSlide key={i} className="!h-auto">
          {child}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
