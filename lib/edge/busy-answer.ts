import type { IncomingMessage, ServerResponse } from 'node:http';
import { busy as enBusy, unavailable as enUnavailable } from '@/messages/en.json';
import { busy as esBusy, unavailable as esUnavailable } from '@/messages/es.json';
import { busy as jaBusy, unavailable as jaUnavailable } from '@/messages/ja.json';
import { requestLocale } from '@/lib/i18n/request-locale';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { noticePage } from '@/lib/edge/notice-page';
import { shopUnavailablePage } from '@/lib/edge/shop-unavailable-page';
import { everyPathHeaders, withInlineScriptHashes } from '@/lib/security/headers';

const TEXTS: Record<Locale, typeof enBusy> = { en: enBusy, es: esBusy, ja: jaBusy };
const UNAVAILABLE: Record<Locale, typeof enUnavailable> = { en: enUnavailable, es: esUnavailable, ja: jaUnavailable };

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

/** The page a shopper (or a crawler) gets when the server is too busy to render. */
export const busyPage = (locale: Locale) => noticePage(locale, { title: TEXTS[locale].title, message: TEXTS[locale].message, link: TEXTS[locale].retry, to: 'again' });

function withEveryPathHeaders(response: ServerResponse) {
  for (const { key, value } of everyPathHeaders(false)) response.setHeader(key, key === 'Content-Security-Policy' ? withInlineScriptHashes(value, []) : value);
}

/**
 * An address whose percent-encoding does not decode (`/store/product/%E0%A4%A`): Next's router
 * would fail on it with a 500 (vercel/next.js#94278), so the server answers first. English only:
 * an address that cannot be read says nothing reliable about the shopper's language.
 */
export function answerUndecodable(request: IncomingMessage, response: ServerResponse) {
  const body = 'Bad request: this address is not valid.';
  withEveryPathHeaders(response);
  response.statusCode = 400;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Answers 503 with Retry-After: a page in the shopper's language, or JSON for an API call. */
export function answerBusy(request: IncomingMessage, response: ServerResponse, retryAfterSeconds: number) {
  const url = request.url ?? '/';
  const locale = languageOf(url, request.headers);
  const api = url.startsWith('/api/');
  answer503(request, response, retryAfterSeconds, api ? JSON.stringify({ error: { code: 'busy', message: TEXTS[locale].api } }) : busyPage(locale), api);
}

/** The page middleware answers while the remote shop's circuit is open (lib/shop/serving/remote-unavailable.ts), for a render that failed while the shop server was failing. */
export function answerShopUnavailable(request: IncomingMessage, response: ServerResponse, retryAfterSeconds: number) {
  const locale = languageOf(request.url ?? '/', request.headers);
  answer503(request, response, retryAfterSeconds, shopUnavailablePage(locale, (key) => UNAVAILABLE[locale][key]), false);
}

function answer503(request: IncomingMessage, response: ServerResponse, retryAfterSeconds: number, body: string, api: boolean) {
  withEveryPathHeaders(response);
  response.statusCode = 503;
  response.setHeader('Retry-After', String(retryAfterSeconds));
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Type', api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(request.method === 'HEAD' ? undefined : body);
}
