import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/routing';

type Target = { path: string; query?: Record<string, string>; hash?: string };

/**
 * The route table's redirects. `exhaust` and `suspension` are landing pages, while the
 * same words with a trailing slash (the old shop's menu links) go to the filtered listing.
 * `hot-deals/{brand}/{id}` is a product page; shorter hot-deals paths go to the home anchor.
 */
const EXACT: Record<string, Target> = {
  'exhaust/': { path: 'store/products/exhaust', query: { productTypes: 'Exhaust' } },
  'suspension/': { path: 'store/products/suspension', query: { productTypes: 'Suspension Parts' } },
  'carbon-fiber-parts': { path: 'store/products/carbon-fiber-parts', query: { makeMaterials: 'Carbon Fiber' } },
  'carbon-fiber-parts/': { path: 'store/products/carbon-fiber-parts', query: { makeMaterials: 'Carbon Fiber' } },
  'performance-parts': { path: '' },
  'performance-parts/': { path: '' },
  'hot-deals': { path: '', hash: 'hot-deals' },
  'hot-deals/': { path: '', hash: 'hot-deals' },
};

function targetFor(rest: string): Target | null {
  if (EXACT[rest]) return EXACT[rest];
  const segments = rest.split('/').filter(Boolean);
  if (segments[0] === 'hot-deals' && segments.length < 3) return { path: '', hash: 'hot-deals' };
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
  next.pathname = `${prefix}/${target.path}`.replace(/\/$/, '') || '/';
  if (target.query) {
    for (const [key, value] of Object.entries(target.query)) next.searchParams.set(key, value);
  }
  if (target.hash) next.hash = target.hash;
  return next;
}
