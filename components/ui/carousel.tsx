'use client';
import { Children, useEffect, useState, type ReactNode } from 'react';
import { afterSettled, onFirstUse } from '@/lib/hooks/first-use';
import { swiperLoadDelay } from '@/lib/hooks/swiper-load-delay';
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
 * A Swiper carousel whose code loads when it is first needed: the server HTML (and a cached page)
 * shows the first slides in place, working links and buttons included, and Swiper arrives on the
 * shopper's first scroll, swipe, key or mouse move, or when an autoplaying carousel's first turn is
 * due once the page has settled (Swiper then makes that turn at once). Loading it at mount put
 * Swiper's download, start and the re-render of every carousel inside the page's first seconds,
 * where they blocked the main thread (Lighthouse's TBT).
 */
export function Carousel({ children, firstView = 1, ...swiper }: CarouselProps) {
  const slides = Children.toArray(children);
  // `turnNow`: loaded because the first autoplay turn is due, which Swiper then makes at once.
  const [loaded, setLoaded] = useState<{ Swiper: typeof SwiperCarouselType; turnNow: boolean } | null>(null);
  const delay = swiperLoadDelay(swiper.options.autoplay);

  useEffect(() => {
    let live = true;
    let started = false;
    let stopWaiting = () => {};
    let stopTimer = () => {};
    const load = (turnNow: boolean) => {
      if (started) return;
      started = true;
      stopWaiting();
      stopTimer();
      void import('./swiper-carousel').then((chunk) => {
        if (live) setLoaded({ Swiper: chunk.SwiperCarousel, turnNow });
      });
    };
    // onFirstUse may call back at once (a page opened scrolled), before it has returned.
    stopWaiting = onFirstUse(() => load(false));
    if (delay !== null && !started) stopTimer = afterSettled(delay, () => load(true));
    return () => {
      live = false;
      stopWaiting();
      stopTimer();
    };
  }, [delay]);

  if (loaded) return <loaded.Swiper {...swiper} slides={slides} turnNow={loaded.turnNow} />;
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
