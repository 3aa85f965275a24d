import type { IncomingMessage, ServerResponse } from 'node:http';
import { busy as enBusy, unavailable as enUnavailable } from '@/messages/en.json';
import { busy as esBusy, unavailable as esUnavailable } from '@/messages/es.json';
import { busy as jaBusy, unavailable as jaUnavailable } from '@/messages/ja.json';
import { requestLocale } from '@/lib/i18n/request-locale';
import { isLocale, LOCALES, type Locale } from '@/lib/i18n/routing';
import { everyPathHeaders, withInlineScriptHashes } from '@/lib/security/headers';
import { noticePage } from './notice-page';

/**
 * The one builder of the answers the edge gives without a render: 400 for an address that cannot
 * be read, 308 for a redirect, 503 when the shop is too busy to take a request in, and 503 while the remote shop's
 * server is down. Each is a small whole page in the address's language (or JSON for an API
 * call) with the headers of every answer, a policy that allows no inline script, `no-store` and,
 * for a 503, `Retry-After`. The bodies are built once per language and kept: under a burst a
 * refusal costs a lookup and a write.
 */
export type EdgeAnswer = { status: number; headers: Record<string, string>; body: Buffer };

const BUSY: Record<Locale, typeof enBusy> = { en: enBusy, es: esBusy, ja: jaBusy };
const UNAVAILABLE: Record<Locale, typeof enUnavailable> = { en: enUnavailable, es: esUnavailable, ja: jaUnavailable };

/** The headers of every answer the edge writes itself, with a policy that allows no inline script. */
export const EDGE_HEADERS: Record<string, string> = Object.fromEntries(
  everyPathHeaders(false).map(({ key, value }) => [key, key === 'Content-Security-Policy' ? withInlineScriptHashes(value, []) : value]),
);

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

const byLocale = (build: (locale: Locale) => string) => Object.fromEntries(LOCALES.map((locale) => [locale, Buffer.from(build(locale))])) as Record<Locale, Buffer>;

/** The page a shopper (or a crawler) gets when the server is too busy to take the request in. */
export const busyPage = (locale: Locale) => noticePage(locale, { title: BUSY[locale].title, message: BUSY[locale].message, link: BUSY[locale].retry, to: 'again' });
/** The page a shopper gets while the remote shop's server is down. */
export const shopServerDownPage = (locale: Locale) => noticePage(locale, { title: UNAVAILABLE[locale].title, message: UNAVAILABLE[locale].message, link: UNAVAILABLE[locale].home });

const BODIES = {
  busy: byLocale(busyPage),
  busyApi: byLocale((locale) => JSON.stringify({ error: { code: 'busy', message: BUSY[locale].api } })),
  shopServerDown: byLocale(shopServerDownPage),
  badRequest: Buffer.from('Bad request: this address is not valid.'),
};

/** Answers already built, by what tells them apart: a burst refuses thousands a second with a handful of them. */
const built = new Map<string, EdgeAnswer>();

function answer(name: string, status: number, type: string, body: Buffer, retryAfter?: number): EdgeAnswer {
  const key = `${name}:${retryAfter ?? ''}`;
  const known = built.get(key);
  if (known) return known;
  const headers: Record<string, string> = { ...EDGE_HEADERS, 'Content-Type': type, 'Content-Length': String(body.length), 'Cache-Control': 'no-store' };
  if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
  const made = { status, headers, body };
  built.set(key, made);
  return made;
}

/**
 * An address whose percent-encoding does not decode (`/store/product/%E0%A4%A`): Next's router
 * would fail on it with a 500 (vercel/next.js#94278). English only: an address that cannot be
 * read says nothing reliable about the shopper's language.
 */
export const badRequest = (): EdgeAnswer => answer('bad-request', 400, 'text/plain; charset=utf-8', BODIES.badRequest);

/** 503: too busy to take the request in. A page in the shopper's language, or JSON for an API call. */
export const busy = (locale: Locale, api: boolean, retryAfter: number): EdgeAnswer =>
  api ? answer(`busy-api:${locale}`, 503, JSON_TYPE, BODIES.busyApi[locale], retryAfter) : answer(`busy:${locale}`, 503, HTML, BODIES.busy[locale], retryAfter);

/** 503: the page needs the remote shop's server, which is down. */
export const shopServerDown = (locale: Locale, retryAfter: number): EdgeAnswer => answer(`shop-server-down:${locale}`, 503, HTML, BODIES.shopServerDown[locale], retryAfter);

/** 308 to `location`: the address's path, query and fragment, any byte outside printable ASCII percent-encoded. */
export const redirect = (location: string): EdgeAnswer => ({
  status: 308,
  headers: { ...EDGE_HEADERS, Location: location.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character)), 'Content-Length': '0' },
  body: Buffer.alloc(0),
});

/** Writes an edge answer on a Node answer (headers set before, such as the request id, are kept). */
export function send(request: IncomingMessage, response: ServerResponse, edge: EdgeAnswer): void {
  response.writeHead(edge.status, edge.headers);
  response.end(request.method === 'HEAD' ? undefined : edge.body);
}

/** The page's language from its address; an API call's as every API answer chooses it (docs/api.md). */
export function languageOf(url: string, headers: IncomingMessage['headers']): Locale {
  const path = url.split('?', 1)[0];
  if (path.startsWith('/api/')) {
    const asked = new Headers();
    for (const name of ['cookie', 'accept-language', 'x-shop-locale']) if (typeof headers[name] === 'string') asked.set(name, headers[name]);
    return requestLocale(new Request(`http://shop.invalid${url}`, { headers: asked }));
  }
  const prefix = path.split('/')[1];
  return isLocale(prefix) ? prefix : 'en';
}
