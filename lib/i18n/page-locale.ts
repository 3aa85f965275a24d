import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './routing';

/**
 * Types a page's `[locale]` segment, which Next hands over as a string. The locale layout has
 * already answered any other value with the not-found page (the build's placeholder included),
 * so a page that meets one here does the same.
 */
export function assertLocale(segment: string): asserts segment is Locale {
  if (!isLocale(segment)) notFound();
}
