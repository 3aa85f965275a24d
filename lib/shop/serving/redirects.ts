import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/routing';
import { carbonFiberPartsHref, exhaustListingHref, suspensionListingHref } from '@/lib/shop/catalogue';

/** Where an old address leads: a listing or page of this shop (no language prefix), and an anchor on it. */
type Target = { href: string; hash?: string };

const EXACT: Record<string, Target> = {
  'exhaust/': { href: exhaustListingHref() },
  'suspension/': { href: suspensionListingHref() },
  'carbon-fiber-parts': { href: carbonFiberPartsHref() },
  'carbon-fiber-parts/': { href: carbonFiberPartsHref() },
  'performance-parts': { href: '/' },
  'performance-parts/': { href: '/' },
  'hot-deals': { href: '/', hash: 'hot-deals' },
  'hot-deals/': { href: '/', hash: 'hot-deals' },
};

function targetFor(rest: string): Target | null {
  if (EXACT[rest]) return EXACT[rest];
  const segments = rest.split('/').filter(Boolean);
  if (segments[0] === 'hot-deals' && segments.length < 3) return { href: '/', hash: 'hot-deals' };
  return null;
}

/**
 * Where a request must be redirected, or null. Handles the optional language prefix and,
 * because `skipTrailingSlashRedirect` is on, also drops a trailing slash that names no redirect.
 */
export function catalogueRedirect(url: URL): URL | null {
  const segments = url.pathname.split('/').slice(1);
  const hasLocale = (LOCALES as readonly string[]).includes(segments[0]);
  const prefix = hasLocale && segments[0] !== DEFAULT_LOCALE ? `/${segments[0]}` : '';
  const rest = (hasLocale ? segments.slice(1) : segments).join('/');
  const target = targetFor(rest);
  if (!target) {
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const next = new URL(url);
      next.pathname = url.pathname.replace(/\/+$/, '') || '/';
      return next;
    }
    return null;
  }
  const next = new URL(url);
  const to = new URL(target.href, url);
  next.pathname = `${prefix}${to.pathname}`.replace(/\/$/, '') || '/';
  for (const [key, value] of to.searchParams) next.searchParams.set(key, value);
  if (target.hash) next.hash = target.hash;
  return next;
}
