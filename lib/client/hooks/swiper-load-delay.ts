import type { AutoplayOptions } from 'swiper/types';

/** Swiper's own default time between turns of an autoplaying carousel. */
export const SWIPER_DEFAULT_AUTOPLAY_MS = 3000;

/**
 * When an autoplaying carousel must have Swiper without any sign of use: its first turn is due one
 * autoplay delay after the page shows. Null for a carousel that never turns by itself.
 */
export function swiperLoadDelay(autoplay: boolean | AutoplayOptions | undefined): number | null {
  if (!autoplay) return null;
  if (autoplay === true) return SWIPER_DEFAULT_AUTOPLAY_MS;
  if (autoplay.enabled === false) return null;
  return autoplay.delay ?? SWIPER_DEFAULT_AUTOPLAY_MS;
}
