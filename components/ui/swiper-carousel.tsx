'use client';
import type { ReactNode } from 'react';
import { Swiper, SwiperSlide, type SwiperProps } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination, Scrollbar } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/scrollbar';

const MODULES = { A11y, Autoplay, Keyboard, Navigation, Pagination, Scrollbar };

export type SwiperModuleName = keyof typeof MODULES;
export type SwiperOptions = Omit<SwiperProps, 'modules' | 'children'>;

export type SwiperCarouselProps = {
  modules: SwiperModuleName[];
  options: SwiperOptions;
  slides: ReactNode[];
  slideClassName?: string;
  /** Turn to the next slide as soon as Swiper starts: it was loaded when the first autoplay turn fell due. */
  turnNow?: boolean;
};

/** Swiper itself, loaded by Carousel once the page is in the browser. */
export function SwiperCarousel({ modules, options, slides, slideClassName, turnNow = false }: SwiperCarouselProps) {
  return (
    <Swiper modules={modules.map((name) => MODULES[name])} {...options} onInit={(swiper) => turnNow && swiper.slideNext()}>
      {slides.map((slide, index) => (
        <SwiperSlide key={index} className={slideClassName}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
