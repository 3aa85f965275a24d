import { siteOrigin } from '@/lib/config';

/** The public origin used for canonical links, sitemaps and Open Graph URLs, read when served (lib/config). */
export function siteUrl(): string {
  return siteOrigin();
}
