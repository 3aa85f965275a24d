import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/routing';
import { stripUnsupportedLanguage } from './language-prefix';

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
 * Where a page address must be redirected (the path, query and fragment to send in `Location`),
 * or null. Handles the optional language prefix and, because `skipTrailingSlashRedirect` is on,
 * also drops a trailing slash that names no redirect. `search` is the query with its `?`, or ''.
 */
export function catalogueRedirect(pathname: string, search: string): string | null {
  const segments = pathname.split('/').slice(1);
  const hasLocale = (LOCALES as readonly string[]).includes(segments[0]);
  const prefix = hasLocale && segments[0] !== DEFAULT_LOCALE ? `/${segments[0]}` : '';
  const rest = (hasLocale ? segments.slice(1) : segments).join('/');
  const target = targetFor(rest);
  if (!target) return pathname.length > 1 && pathname.endsWith('/') ? (pathname.replace(/\/+$/, '') || '/') + search : null;
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(target.query ?? {})) query.set(key, value);
  const joined = query.toString();
  return `${`${prefix}/${target.path}`.replace(/\/$/, '') || '/'}${joined ? `?${joined}` : ''}${target.hash ? `#${target.hash}` : ''}`;
}

/**
 * Every redirect the edge answers (308), in order: a language the shop does not offer is dropped
 * from the path (`/fr/faqs` to `/faqs`), then the route table above. Null when the address stays.
 */
export function redirectOf(pathname: string, search: string): string | null {
  const stripped = stripUnsupportedLanguage(pathname);
  if (stripped !== null) return stripped + search;
  return catalogueRedirect(pathname, search);
}
