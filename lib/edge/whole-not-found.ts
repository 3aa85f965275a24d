import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Locale } from '@/lib/i18n/routing';
import { bufferOf, heldBody, holdWrite, type HeldBody } from '@/lib/edge/held-body';
import { decodeBody } from '@/lib/edge/decode-body';
import { languageOf } from './answers';
import { acceptedEncoding, type Encoded } from './encoding';
import { notFoundPath } from './not-found-address';
import { methodsOf, type ResponseMethods } from '@/lib/edge/response-methods';

/** A whole page as the server answered it, and compressed once: what is sent again in place of an empty 404. */
export type StoredPage = Encoded & { headers: [string, string][]; body: Buffer };

/** The page's bytes in the best encoding the request accepts. */
function encodedFor(page: StoredPage, accepted: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = acceptedEncoding(accepted);
  if (encoding && page[encoding]) return { body: page[encoding], encoding };
  return { body: page.body };
}

/** The mark of Next's error document: a page whose render threw (notFound() included) before its HTML began. */
const EMPTY_DOCUMENT = '<html id="__next_error__"';
/** An empty 404 document is a few KB of script tags: anything past this is a page, passed on as it comes. */
const MAX_HELD_BYTES = 256 * 1024;
/** Headers of the stored page that belong to its own answer, not to the one it replaces. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'x-request-id', 'x-nextjs-cache', 'x-nextjs-prerender', 'set-cookie', 'vary']);

type Held = HeldBody;

/**
 * A page that calls notFound() while it renders (an unknown product: only the catalogue can
 * tell) is answered by Next with 404 and an empty `<html id="__next_error__">` that only
 * JavaScript fills in (docs/decisions.md, "The edge decides once, before admission and Next").
 * The server holds such a 404 (it is small), and when it is that empty document,
 * sends the whole not-found page of the address's language instead, with its own policy: what a
 * shopper without JavaScript, a crawler and the HTML checker then read is the page.
 *
 * `notFoundPage` gives the stored page (asked of this server once and kept), or null when it
 * cannot, and the empty document then goes out as Next wrote it.
 */
export function wholeNotFound(request: IncomingMessage, response: ServerResponse, notFoundPage: (locale: Locale) => Promise<StoredPage | null>): void {
  const url = request.url ?? '/';
  if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/_next/')) return;
  const original = methodsOf(response);
  let decision: 'pass' | Held | undefined;

  const decide = (self: ServerResponse, status: number): 'pass' | Held => {
    if (decision) return decision;
    const type = self.getHeader('content-type');
    decision = status === 404 && !self.headersSent && typeof type === 'string' && type.startsWith('text/html') ? heldBody() : 'pass';
    return decision;
  };
  const statusOf = (self: ServerResponse, args: unknown[]) => (typeof args[0] === 'number' ? args[0] : self.statusCode);

  /** Sends what was held as Next wrote it, and lets the rest through. */
  const release = (self: ServerResponse, held: Held) => {
    decision = 'pass';
    if (held.head) (original.writeHead as (...a: unknown[]) => ServerResponse).apply(self, held.head);
    for (const chunk of held.chunks) (original.write as (chunk: Buffer) => boolean).call(self, chunk);
    for (const callback of held.callbacks) callback();
  };

  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // Headers given to writeHead join the answer's own, so the decision and a replacement see them.
    const given = args.findIndex((argument, index) => index > 0 && typeof argument === 'object' && argument !== null && !Array.isArray(argument));
    if (given !== -1) {
      for (const [name, value] of Object.entries(args[given] as OutgoingHttpHeaders)) if (value !== undefined) this.setHeader(name, value);
      args = args.slice(0, given);
    }
    const held = decide(this, statusOf(this, args));
    if (held === 'pass') return (original.writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    held.head ??= args;
    return this;
  } as ResponseMethods['writeHead'];

  response.flushHeaders = function (this: ServerResponse) {
    if (decide(this, this.statusCode) === 'pass') original.flushHeaders.call(this);
  };

  response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    const held = decide(this, this.statusCode);
    if (held === 'pass') return (original.write as (...a: unknown[]) => boolean).apply(this, [chunk, encoding, callback].slice(0, arguments.length));
    if (holdWrite(held, chunk, encoding, callback, MAX_HELD_BYTES)) return true;
    release(this, held);
    return !this.writableNeedDrain;
  } as ResponseMethods['write'];

  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const held = decide(this, this.statusCode);
    if (held === 'pass') return (original.end as (...a: unknown[]) => ServerResponse).apply(this, [chunk, encoding, callback].slice(0, arguments.length));
    const buffer = bufferOf(chunk, encoding);
    if (buffer) held.chunks.push(buffer);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function') as (() => void) | undefined;
    if (done) held.callbacks.push(done);
    decision = 'pass';
    const body = Buffer.concat(held.chunks);
    const finish = (page: StoredPage | null) => {
      if (page && !this.headersSent && !this.destroyed) sendNotFoundPage(request, this, page, original.end);
      else {
        if (held.head) (original.writeHead as (...a: unknown[]) => ServerResponse).apply(this, held.head);
        (original.end as (chunk: Buffer) => ServerResponse).call(this, body);
      }
      for (const callback of held.callbacks) callback();
    };
    if (!isEmptyDocument(body, this.getHeader('content-encoding'))) {
      finish(null);
      return this;
    }
    notFoundPage(languageOf(url, request.headers)).then(finish, () => finish(null));
    return this;
  } as ResponseMethods['end'];
}

/**
 * Answers 404 with a stored not-found page, its own headers (its policy) in place of the answer's
 * (the request id kept), in the best encoding the request accepts. `end` is the answer's own end
 * when a wrapper stands in for it.
 */
export function sendNotFoundPage(request: IncomingMessage, response: ServerResponse, page: StoredPage, end: ServerResponse['end'] = response.end): void {
  for (const name of response.getHeaderNames()) if (name !== 'x-request-id') response.removeHeader(name);
  for (const [name, value] of page.headers) if (!OWN_HEADERS.has(name)) response.setHeader(name, value);
  const sent = encodedFor(page, request.headers['accept-encoding']);
  response.statusCode = 404;
  response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  response.setHeader('Vary', 'Accept-Encoding');
  if (sent.encoding) response.setHeader('Content-Encoding', sent.encoding);
  response.setHeader('Content-Length', sent.body.length);
  (end as (chunk?: Buffer) => ServerResponse).call(response, request.method === 'HEAD' ? undefined : sent.body);
}

function isEmptyDocument(body: Buffer, encoding: unknown): boolean {
  try {
    return decodeBody(body, typeof encoding === 'string' ? encoding : undefined)?.includes(EMPTY_DOCUMENT) ?? false;
  } catch {
    return false;
  }
}

/**
 * The whole not-found page per language, asked of this server (`ask` sends a request through it)
 * and kept for `keepMs`: it is the same page for every unknown address, and asking once a
 * while keeps it in step with the build's menu and the catalogue's vocabulary.
 */
export function storedNotFoundPages(ask: (path: string) => Promise<{ status: number; headers: Headers; body: Buffer }>, keepMs = 5 * 60_000, now: () => number = Date.now) {
  const kept = new Map<Locale, { page: Promise<StoredPage | null>; at: number }>();
  return (locale: Locale): Promise<StoredPage | null> => {
    const entry = kept.get(locale);
    if (entry && now() - entry.at < keepMs) return entry.page;
    const page = ask(notFoundPath(locale)).then(
      ({ status, headers, body }) =>
        status === 404 && !body.includes(EMPTY_DOCUMENT)
          ? { headers: [...headers.entries()], body, gzip: gzipSync(body), br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }) }
          : null,
      () => null,
    );
    kept.set(locale, { page, at: now() });
    // A failed ask is not kept: the next unknown address asks again.
    page.then((stored) => {
      if (!stored) kept.delete(locale);
    });
    return page;
  };
}
