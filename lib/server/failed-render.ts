import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerShopUnavailable } from './busy-answer';
import { methodsOf, type ResponseMethods } from '@/lib/http/response-methods';

/** Seconds a shopper should wait before trying again while the shop server fails, or null while it answers. */
export type ShopServerFailing = () => number | null;

/**
 * A page whose render failed (500) while the remote shop's server was failing is answered as the
 * shop server's 503 page, with Retry-After, in the page's language: a page of the page cache that
 * was never rendered, or a render that was let out before the circuit opened, cannot be told from
 * one middleware answers (lib/shop/remote-unavailable.ts) by the shopper, and never shows Next's
 * bare error document. Middleware cannot answer these itself: it does not know what the page
 * cache holds, and a render's calls fail only once it has started.
 *
 * Next writes its error page through this answer's methods (below its compression, like
 * hashPolicyOf); once the 503 is sent, what Next writes after is dropped. API routes answer their
 * own upstream errors (docs/api.md), and files under /_next/ are not pages.
 */
export function unavailableWhenRenderFails(request: IncomingMessage, response: ServerResponse, failing: ShopServerFailing): void {
  const url = request.url ?? '/';
  if ((request.method !== 'GET' && request.method !== 'HEAD') || url.startsWith('/api/') || url.startsWith('/_next/')) return;
  const original = methodsOf(response);
  let replaced = false;

  /** Whether this answer is (now) the 503: decided once, before Next's 500 leaves. */
  const replace = (self: ServerResponse, status: number): boolean => {
    if (replaced) return true;
    if (status !== 500 || self.headersSent) return false;
    const retryAfter = failing();
    if (retryAfter === null) return false;
    replaced = true;
    for (const name of self.getHeaderNames()) self.removeHeader(name);
    Object.assign(self, original);
    answerShopUnavailable(request, self, retryAfter);
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
    return (original.writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ResponseMethods['writeHead'];
  response.flushHeaders = function (this: ServerResponse) {
    if (!replace(this, this.statusCode)) original.flushHeaders.call(this);
  };
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    if (replace(this, this.statusCode)) return (dropping.write as (...a: unknown[]) => boolean).apply(this, args);
    return (original.write as (...a: unknown[]) => boolean).apply(this, args);
  } as ResponseMethods['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (replace(this, this.statusCode)) return (dropping.end as (...a: unknown[]) => ServerResponse).apply(this, args);
    return (original.end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ResponseMethods['end'];
}
