import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/routing';
import { cachedListingOf, type CachedListing } from '@/lib/shop/catalogue';

let last: { address: string; listing: CachedListing } | null = null;

/**
 * A request's listing address, read once: middleware asks twice (the nonce of a page that renders
 * per request, then the rewrite of one in the cached set), one after the other for the same
 * request, so the last answer is the one asked for again.
 */
export function listingAt(url: URL): CachedListing {
  const address = url.pathname + url.search;
  if (last?.address !== address) last = { address, listing: cachedListingOf(url.pathname, url.searchParams, LOCALES, DEFAULT_LOCALE) };
  return last.listing;
}
