import type { Locale } from '@/lib/i18n/routing';
import { stripUnsupportedLanguage } from './language-prefix';
import { isUndecodablePath } from './undecodable-path';

/**
 * The edge's one decision about a request, before admission and before Next (docs/edge.md): in
 * this order, the first that applies answers.
 *
 * 1. 400: an address whose percent-encoding does not decode.
 * 2. 308: a redirect (a language the shop does not offer; the shop's own: old addresses, a trailing slash).
 * 3. 404: a page address that names no page of the shop. (A listing page past its last needs the
 *    shop's count: middleware's routing answers it, lib/edge/page-routing.ts.)
 * 4. 503: a page that needs the remote shop's server while its circuit is open.
 * 5. The stored answer of a cached page.
 * 6. Pass: admission, then Next.
 *
 * Pure: what it must know of the shop (which paths are pages, which need the shop server, the
 * circuit's state) comes from its caller as `ShopView`, and the stored answers as a lookup.
 */

/** The request as the edge reads it: the target split once. */
export type Address = { method: string; target: string; path: string; search: string };

export function addressOf(method: string | undefined, target: string | undefined): Address {
  const full = target ?? '/';
  const query = full.indexOf('?');
  return { method: method ?? 'GET', target: full, path: query === -1 ? full : full.slice(0, query), search: query === -1 ? '' : full.slice(query) };
}

/** What the edge needs to know of the shop, told by its caller (server.ts hands the shop's own, lib/shop/serving/shop-view.ts). */
export type ShopView = {
  /** Where the shop sends an address it no longer uses (path, query and fragment), else null. */
  redirect?(path: string, search: string): string | null;
  /** The language of the not-found page when the path names no page of the shop, else null. */
  unknownPage(path: string): Locale | null;
  /** The remote shop's server as pages see it; absent in the embedded shop. */
  shopServer?: ShopServerView;
};

export type ShopServerView = {
  /** Seconds a shopper should wait when the page needs the shop server and its circuit is open, else null. */
  refusing(path: string, search: string): number | null;
  /** Seconds to wait while the shop server fails (its breaker counts failures or is open), else null. */
  failing(): number | null;
  /** Called each time the circuit opens: the requests waiting for a render that need it can only fail. */
  onOpen(listener: () => void): void;
};

export type Decision<Stored> =
  | { kind: 'bad-request' }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; locale: Locale }
  | { kind: 'shop-server-down'; retryAfter: number }
  | { kind: 'stored'; answer: Stored }
  | { kind: 'pass' };

/** Files, API routes and Next's own paths are not pages: only the first step and the last apply to them. */
export function isPagePath(path: string): boolean {
  return !(path.startsWith('/api/') || path === '/api' || path.startsWith('/_next/') || path.startsWith('/_vercel/') || path.includes('.'));
}

const PASS = { kind: 'pass' } as const;

export function decide<Stored>(address: Address, shop: ShopView, stored: (address: Address) => Stored | null): Decision<Stored> {
  if (isUndecodablePath(address.target)) return { kind: 'bad-request' };
  if (!isPagePath(address.path)) return PASS;
  const stripped = stripUnsupportedLanguage(address.path);
  const location = stripped === null ? (shop.redirect?.(address.path, address.search) ?? null) : stripped + address.search;
  if (location !== null) return { kind: 'redirect', location };
  const missing = shop.unknownPage(address.path);
  if (missing !== null) return { kind: 'not-found', locale: missing };
  if (address.method === 'GET' || address.method === 'HEAD') {
    const retryAfter = shop.shopServer?.refusing(address.path, address.search) ?? null;
    if (retryAfter !== null) return { kind: 'shop-server-down', retryAfter };
    const answer = stored(address);
    if (answer !== null) return { kind: 'stored', answer };
  }
  return PASS;
}
