import { BUILD_FILES_PREFIX } from './build-files';

/**
 * Which line of the server's admission a request joins (lib/edge/admission.ts):
 *
 * - `free`: files (the build's static chunks, public/ files), the health and readiness probes,
 *   and the signed expiry route the server's own sweep calls. They cost a read from disk or
 *   memory and are never turned away: a shopper who has a page gets its scripts and pictures, a
 *   load balancer always hears from the instance, and a sweep's expiry is not put off.
 * - `cached`: an address whose last answer came from the page cache. Its own, wider line, so
 *   cached pages keep being served while renders wait (they are only refused once that line
 *   too is full).
 * - `render`: everything else (pages that render, API calls, image resizing).
 */
export type Lane = 'free' | 'cached' | 'render';

const UNQUEUED = new Set(['/api/health', '/api/ready', '/api/internal/expire']);

export function laneOf(url: string, publicFiles: ReadonlySet<string>, lastAnsweredFromCache: (url: string) => boolean): Lane {
  const path = url.split('?', 1)[0];
  if (path.startsWith(BUILD_FILES_PREFIX) || UNQUEUED.has(path) || publicFiles.has(path)) return 'free';
  return lastAnsweredFromCache(url) ? 'cached' : 'render';
}

/** Next's own mark on an answer taken from its page cache (fresh, stale, or prerendered at build time). */
export function answeredFromCache(headers: { getHeader(name: string): unknown }): boolean {
  const state = headers.getHeader('x-nextjs-cache');
  return state === 'HIT' || state === 'STALE' || headers.getHeader('x-nextjs-prerender') === '1';
}

/** The most recent addresses answered from the page cache, at most `size` of them. */
export class RecentlyCached {
  readonly #urls = new Set<string>();

  constructor(readonly size: number) {}

  has(url: string): boolean {
    return this.#urls.has(url);
  }

  record(url: string, fromCache: boolean) {
    this.#urls.delete(url);
    if (!fromCache) return;
    this.#urls.add(url);
    if (this.#urls.size > this.size) this.#urls.delete(this.#urls.values().next().value!);
  }
}
