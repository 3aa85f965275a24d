'use client';
import { Children, useEffect, useState, type ReactNode } from 'react';
import type { SwiperCarousel as SwiperCarouselType, SwiperModuleName, SwiperOptions } from './swiper-carousel';

type CarouselProps = {
  modules: SwiperModuleName[];
  options: SwiperOptions;
  children: ReactNode;
  slideClassName?: string;
  /** Slides shown side by side before Swiper arrives: what the first view of the carousel shows on a phone. */
  firstView?: number;
};

/**
 * A Swiper carousel whose code loads after the page: the server HTML (and a cached page) shows
 * the first slides in place, so the page's first load carries no Swiper and its largest image
 * does not wait for it.
 */
export function Carousel({ children, firstView = 1, ...swiper }: CarouselProps) {
  const slides = Children.toArray(children);
  const [Loaded, setLoaded] = useState<typeof SwiperCarouselType | null>(null);

  useEffect(() => {
    let live = true;
    void import('./swiper-carousel').then((loaded) => {
      if (live) setLoaded(() => loaded.SwiperCarousel);
    });
    return () => {
      live = false;
    };
  }, []);

  if (Loaded) return <Loaded {...swiper} slides={slides} />;
  return (
    <div className={`grid overflow-hidden ${swiper.options.className ?? ''}`} style={{ gridTemplateColumns: `repeat(${firstView}, minmax(0, 1fr))`, gap: swiper.options.spaceBetween }}>
      {slides.slice(0, firstView).map((slide, index) => (
        <div key={index} className={swiper.slideClassName}>
          {slide}
        </div>
      ))}
    </div>
  );
}
