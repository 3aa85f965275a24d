import { cacheLife } from 'next/cache';

/** The year for the copyright line, cached so a page that shows it can still be served from cache. */
export async function currentYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}
