import type { IncomingMessage, ServerResponse } from 'node:http';
import { languageOf, send, shopServerDown } from './answers';
import { methodsOf, type ResponseMethods } from '@/lib/edge/response-methods';
import { heldBody, holdWrite } from '@/lib/edge/held-body';
import { carriesText } from '@/lib/edge/decode-body';

/** Bytes written under a held head before it goes out regardless: a compression's header and flushes are a few dozen. */
const HELD_BYTES = 16 * 1024;

/** Seconds a shopper should wait before trying again while the shop server fails, or null while it answers. */
export type ShopServerFailing = () => number | null;

/**
 * A page whose render failed (500) while the remote shop's server was failing is answered as the
 * shop server's 503 page, with Retry-After, in the page's language: a page of the page cache that
 * was never rendered, or a render that was let out before the circuit opened, cannot be told from
 * one the edge answers before rendering (lib/edge/decide.ts) by the shopper, and never shows Next's
 * bare error document. The edge cannot answer these before rendering: it does not know what the
 * page cache holds, and a render's calls fail only once it has started.
 *
 * Next writes its error page through this answer's methods (below its compression, like
 * hashPolicyOf); once the 503 is sent, what Next writes after is dropped. API routes answer their
 * own upstream errors (docs/api.md), and files under /_next/ are not pages.
 *
 * The head waits for the first text of the body: a page rendered per request (search) has its
 * 200 head flushed at once, and when the shop server hangs, its render fails 8 s later with Next's
 * error document under that 200. Held, the head goes out with the first text, or is replaced by the
 * 503 once the render has failed. What is written before that text (an empty chunk, the
 * compression's own header) waits with it, at most HELD_BYTES. A browser can show nothing before
 * the body's text, so only the head's preload links wait.
 */
export function unavailableWhenRenderFails(request: IncomingMessage, response: ServerResponse, failing: ShopServerFailing): void {
  const url = request.url ?? '/';
  if ((request.method !== 'GET' && request.method !== 'HEAD') || url.startsWith('/api/') || url.startsWith('/_next/')) return;
  const original = methodsOf(response);
  let replaced = false;
  /** The head Next sent before any body: writeHead's arguments, or none for flushHeaders. */
  let heldHead: unknown[] | null = null;
  /** What was written under the held head before any text. */
  const held = heldBody();
  /** Inside the body's own write or end, whose implicit head (Node calls this.writeHead) must go out. */
  let writing = false;
  const writingWith = <T>(work: () => T): T => {
    const outer = writing;
    writing = true;
    try {
      return work();
    } finally {
      writing = outer;
    }
  };
  const passing = <T>(self: ServerResponse, method: (...a: unknown[]) => T, args: unknown[]): T => {
    sendHeldHead(self);
    return writingWith(() => method.apply(self, args));
  };
  const sendHeldHead = (self: ServerResponse) => {
    if (!heldHead) return;
    // The status as it is now: Next may have set another since (a render that failed, with the shop server answering).
    const head = typeof heldHead[0] === 'number' ? [self.statusCode, ...heldHead.slice(1)] : heldHead;
    heldHead = null;
    writingWith(() => {
      if (head.length) (original.writeHead as (...a: unknown[]) => ServerResponse).apply(self, head);
      else original.flushHeaders.call(self);
      if (held.bytes > 0) (original.write as (chunk: Buffer) => boolean).call(self, Buffer.concat(held.chunks));
    });
    settleHeld();
  };
  /** The body's encoding: set on the answer, or among the held writeHead's headers (an object or a flat list). */
  const heldEncoding = (self: ServerResponse) => {
    const headers = heldHead?.find((argument) => typeof argument === 'object' && argument !== null);
    const pairs = Array.isArray(headers) ? headers.flatMap((_, i, all) => (i % 2 ? [] : [[all[i], all[i + 1]]])) : Object.entries(headers ?? {});
    const named = pairs.find(([name]) => String(name).toLowerCase() === 'content-encoding');
    return named ? String(named[1]) : self.getHeader('content-encoding');
  };
  const settleHeld = () => {
    for (const done of held.callbacks.splice(0)) queueMicrotask(done);
    held.chunks = [];
    held.bytes = 0;
  };

  /** Whether this answer is (now) the 503: decided once, before Next's 500 leaves. */
  const replace = (self: ServerResponse, status: number): boolean => {
    if (replaced) return true;
    if (status !== 500 || self.headersSent) return false;
    const retryAfter = failing();
    if (retryAfter === null) return false;
    replaced = true;
    heldHead = null;
    settleHeld();
    // The request id stays: it is how an operator finds this refusal in the log.
    for (const name of self.getHeaderNames()) if (name !== 'x-request-id') self.removeHeader(name);
    Object.assign(self, original);
    send(request, self, shopServerDown(languageOf(url, request.headers), retryAfter));
    Object.assign(self, dropping);
    return true;
  };

  const dropping: ResponseMethods = {
    writeHead: function (this: ServerResponse) {
      return this;
    } as ResponseMethods['writeHead'],
    flushHeaders() {},
    write: function (this: ServerResponse, ...args: unknown[]) {
      const done = args.find((argument) => typeof argument === 'function') as (() => void) | undefined;
      if (done) queueMicrotask(done);
      return true;
    } as ResponseMethods['write'],
    end: function (this: ServerResponse, ...args: unknown[]) {
      const done = args.find((argument) => typeof argument === 'function') as (() => void) | undefined;
      if (done) queueMicrotask(done);
      return this;
    } as ResponseMethods['end'],
  };

  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (replace(this, typeof args[0] === 'number' ? args[0] : this.statusCode)) return this;
    if (writing) return (original.writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    // Node's writeHead sets the status it is given; held, the status is set here so Next reads it back.
    if (typeof args[0] === 'number') this.statusCode = args[0];
    heldHead = args;
    return this;
  } as ResponseMethods['writeHead'];
  response.flushHeaders = function (this: ServerResponse) {
    if (!replace(this, this.statusCode)) heldHead ??= [];
  };
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    if (replace(this, this.statusCode)) return (dropping.write as (...a: unknown[]) => boolean).apply(this, args);
    if (heldHead) {
      const [chunk, encoding, callback] = args;
      const within = holdWrite(held, chunk, encoding, callback, HELD_BYTES);
      if (within && !carriesText(Buffer.concat(held.chunks), heldEncoding(this))) return true;
      sendHeldHead(this);
      return true;
    }
    return passing(this, original.write as (...a: unknown[]) => boolean, args);
  } as ResponseMethods['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (replace(this, this.statusCode)) return (dropping.end as (...a: unknown[]) => ServerResponse).apply(this, args);
    return passing(this, original.end as (...a: unknown[]) => ServerResponse, args);
  } as ResponseMethods['end'];
}
