'use client';
import { Children, useEffect, useState, type ReactNode } from 'react';
import { afterSettled, onFirstUse } from '@/lib/client/hooks/first-use';
import { swiperLoadDelay } from '@/lib/client/hooks/swiper-load-delay';
import type { SwiperCarousel as SwiperCarouselType, SwiperModuleName, SwiperOptions } from './swiper-carousel';

type CarouselProps = {
  modules: SwiperModuleName[];
  options: SwiperOptions;
  children: ReactNode;
  slideClassName?: string;
  /** Slides shown side by side before Swiper arrives: what the first view of the carousel shows on a phone. */
  firstView?: number;
  /**
   * Slides after `children` that are drawn in the browser, fetched with Swiper: no one sees them
   * before it, so the page's payload carries their data rather than their element trees.
   */
  more?: () => Promise<ReactNode[]>;
};

/**
 * A Swiper carousel whose code loads when it is first needed: the server HTML (and a cached page)
 * shows the first slides in place, working links and buttons included, and Swiper arrives on the
 * shopper's first scroll, swipe, key or mouse move, or when an autoplaying carousel's first turn is
 * due once the page has settled (Swiper then makes that turn at once). Loading it at mount put
 * Swiper's download, start and the re-render of every carousel inside the page's first seconds,
 * where they blocked the main thread (Lighthouse's TBT).
 */
export function Carousel({ children, firstView = 1, more, ...swiper }: CarouselProps) {
  const slides = Children.toArray(children);
  // `turnNow`: loaded because the first autoplay turn is due, which Swiper then makes at once.
  const [loaded, setLoaded] = useState<{ Swiper: typeof SwiperCarouselType; turnNow: boolean; extra: ReactNode[] } | null>(null);
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
      // Slides that cannot be drawn (their code failed to arrive) leave the carousel with the ones it has.
      const extra = more ? more().catch(() => []) : Promise.resolve([]);
      void Promise.all([import('./swiper-carousel'), extra]).then(([chunk, drawn]) => {
        if (live) setLoaded({ Swiper: chunk.SwiperCarousel, turnNow, extra: drawn });
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
    // `more` is read once, when Swiper loads: its slides are the page's data, fixed for the carousel's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delay]);

  if (loaded) return <loaded.Swiper {...swiper} slides={[...slides, ...loaded.extra]} turnNow={loaded.turnNow} />;
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
