import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '@/lib/runtime/logger';
import type { PageRead } from '@/lib/cache/page-cache-handler.mjs';
import { PEER_HEADER } from './client-address';
import type { Admission, Release } from './admission';
import type { BuildFiles } from './build-files';
import { badRequest, busy, languageOf, redirect, send, shopServerDown } from './answers';
import { addressOf, decide, isPagePath, type Address, type ShopView } from './decide';
import { unavailableWhenRenderFails } from './failed-render';
import { hashPolicyOf } from './hashed-policy-response';
import { answeredFromCache, laneOf, RecentlyCached } from './request-lane';
import { logInSummary } from './request-log';
import { askableFromStore, readingPages, sendStored, storable, type StoredAnswer, type StoredAnswers } from './stored-answers';
import { notFoundPath } from './not-found-address';
import { sendNotFoundPage, wholeNotFound, type StoredPage } from './whole-not-found';
import type { Locale } from '@/lib/i18n/routing';

/**
 * What the edge does with each request the server takes (docs/edge.md): the decision
 * (lib/edge/decide.ts) answered at once, else admission, the circuit checked again once a place
 * is won, and Next with the answer's wrappers (the cached pages' policy, a failed render's 503,
 * the whole not-found page). The server's own requests (the warm-up, the not-found page, filling
 * the stored answers) come on a listener of their own and go straight to Next.
 */
type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export type FrontOptions = {
  next: NextHandler;
  shop: ShopView;
  /** The remote shop: a failed render while its server fails is answered 503. */
  remote: boolean;
  files: ReadonlySet<string>;
  /** The build's static files, answered from memory; null where Next answers them (development, an uncompressed build). */
  buildFiles: BuildFiles | null;
  renders: Admission;
  cached: Admission;
  /** Null where no answer is kept (development, or STORED_PAGES_MB=0). */
  stored: StoredAnswers | null;
  notFoundPage: (locale: Locale) => Promise<StoredPage | null>;
  /** Keeps the answer of an address that proved storable (asks the server for it, lib/edge/serve.ts). */
  fill: (url: string) => void;
  /** The page-cache reads of one of the server's own fill requests, by its id (`x-shop-fill`). */
  fillReads: (id: string | string[] | undefined) => PageRead[] | undefined;
  isInternal: (socket: Socket) => boolean;
  /** A stop has closed the listeners: each answer ends its connection, so the proxy opens its next one elsewhere. */
  listenersClosed: () => boolean;
  logger: Logger;
};

/** Addresses remembered as answered from the page cache. */
const RECENTLY_CACHED = 20_000;
/** A burst refuses thousands a second: one line a second says how many. */
const SHED_LOG_MS = 1_000;

/** How often held refusals are looked at: a refusal leaves within this of its due time. */
const HELD_TICK_MS = 20;

/**
 * Work due at a time, run by one timer that ticks while any waits: a burst holds a thousand
 * refusals at once, and a timer and a listener each would cost more than the refusal itself.
 * Holds change slowly, so what is due first is nearly always first in line.
 */
function heldWork() {
  const line: { due: number; run: () => void }[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    const now = Date.now();
    let due = 0;
    while (due < line.length && line[due].due <= now) due++;
    for (const { run } of line.splice(0, due)) run();
    if (line.length === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  return {
    add(due: number, run: () => void) {
      line.push({ due, run });
      timer ??= setInterval(tick, HELD_TICK_MS);
    },
  };
}

export function frontDoor(options: FrontOptions) {
  const { next, shop, stored, renders, cached, logger } = options;
  const recent = new RecentlyCached(RECENTLY_CACHED);
  const shed = { count: 0, since: 0 };
  const held = heldWork();

  // Requests waiting for a render that need the shop server can only fail once its circuit opens.
  shop.shopServer?.onOpen(() => {
    const refused = renders.refuseWaiting((target) => refusingShopServer(addressOf('GET', target)) !== null);
    if (refused > 0) logger.warn({ refused }, 'shop server circuit open: waiting pages that need it answered 503');
  });

  const refusingShopServer = (address: Address) => (address.method === 'GET' || address.method === 'HEAD' ? (shop.shopServer?.refusing(address.path, address.search) ?? null) : null);
  const lookupStored = (request: IncomingMessage) => (address: Address): StoredAnswer | null => (stored && askableFromStore(request) ? stored.get(address.target) : null);

  /** One line a second for the refusals of a burst, which the request log leaves out (a sample path with it). */
  const logShed = (response: ServerResponse, address: Address, lane: string, gate: Admission) => {
    logInSummary(response);
    shed.count++;
    const now = Date.now();
    if (now - shed.since < SHED_LOG_MS) return;
    logger.warn({ refused: shed.count, lane, running: gate.running, waiting: gate.waiting, serviceMs: Math.round(gate.serviceMs), holdMs: gate.holdMs, path: address.path }, 'busy: answered 503');
    shed.count = 0;
    shed.since = now;
  };

  /** Next, with the wrappers every answer it writes goes through. */
  const toNext = (request: IncomingMessage, response: ServerResponse) => {
    hashPolicyOf(response);
    if (options.remote && shop.shopServer) unavailableWhenRenderFails(request, response, shop.shopServer.failing);
    wholeNotFound(request, response, options.notFoundPage);
    return next(request, response);
  };

  const notFound = async (request: IncomingMessage, response: ServerResponse, address: Address, locale: Locale) => {
    const page = (request.method === 'GET' || request.method === 'HEAD') && request.headers.rsc === undefined ? await options.notFoundPage(locale) : null;
    if (page) return sendNotFoundPage(request, response, page);
    // The router's payloads, or no page kept yet: Next renders the not-found page, whose address answers 404 (lib/edge/page-routing.ts).
    request.url = notFoundPath(locale) + address.search;
    return pass(request, response, addressOf(request.method, request.url));
  };

  /** A refusal, held as long as the line says (lib/edge/admission.ts); one whose visitor left meanwhile is not written. */
  const refuse = (request: IncomingMessage, response: ServerResponse, address: Address, lane: string, gate: Admission) => {
    logShed(response, address, lane, gate);
    const answer = busy(languageOf(address.target, request.headers), address.path.startsWith('/api/'), gate.retryAfterSeconds);
    const holdMs = gate.holdMs;
    if (holdMs === 0) return send(request, response, answer);
    held.add(Date.now() + holdMs, () => {
      if (!response.destroyed) send(request, response, answer);
    });
  };

  /** A place among the renders (or the cached pages), or null when refused. */
  const enter = async (response: ServerResponse, gate: Admission, tag: string): Promise<Release | null> => {
    const entry = gate.enter(tag);
    if (entry.kind === 'start') return entry.release;
    if (entry.kind === 'refuse') return null;
    // A visitor who leaves while waiting gives their place back (the answer closes before it is written).
    response.once('close', entry.leave);
    const release = await entry.granted;
    response.off('close', entry.leave);
    return release;
  };

  const pass = async (request: IncomingMessage, response: ServerResponse, address: Address) => {
    const lane = laneOf(address.target, options.files, (target) => recent.has(target));
    if (lane === 'free') return options.buildFiles?.send(request, response) ? undefined : toNext(request, response);
    const gate = lane === 'cached' ? cached : renders;
    const release = await enter(response, gate, address.target);
    if (request.socket.destroyed) return release?.();
    // Checked again once a place is won (or lost): the circuit may have opened while it waited.
    const retryAfter = refusingShopServer(address);
    if (retryAfter !== null) {
      release?.();
      return send(request, response, shopServerDown(languageOf(address.target, request.headers), retryAfter));
    }
    if (!release) return refuse(request, response, address, lane, gate);
    response.once('close', release);
    // An answer from the page cache is whole in memory once its headers go: its place goes to the next in line.
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const written = (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
      if (answeredFromCache(this)) release();
      return written;
    } as typeof writeHead;
    if (request.method !== 'GET') return toNext(request, response);
    const { result, reads } = readingPages([], () => toNext(request, response));
    response.once('finish', () => {
      const fromCache = response.statusCode === 200 && answeredFromCache(response);
      recent.record(address.target, fromCache);
      // Only pages are looked up in the stored answers (lib/edge/decide.ts): an API answer from the cache is not kept.
      if (stored && fromCache && reads.length > 0 && isPagePath(address.path) && askableFromStore(request) && !stored.has(address.target) && storable({ status: response.statusCode, get: (name) => response.getHeader(name) }))
        options.fill(address.target);
    });
    return result;
  };

  return async function front(request: IncomingMessage, response: ServerResponse) {
    // Route handlers get a Request without the socket: the one fact about the sender the sender cannot choose.
    request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
    if (options.listenersClosed()) response.setHeader('Connection', 'close');
    // Next adds a 'close' listener per stream it pipes into a streamed answer (11 on a listing
    // rendered per request); they go with the answer, so Node's leak warning at 10 is noise here.
    response.setMaxListeners(32);
    if (options.isInternal(request.socket)) {
      const reads = options.fillReads(request.headers['x-shop-fill']);
      return reads ? readingPages(reads, () => toNext(request, response)).result : toNext(request, response);
    }
    const address = addressOf(request.method, request.url);
    const decision = decide(address, shop, lookupStored(request));
    switch (decision.kind) {
      case 'bad-request':
        return send(request, response, badRequest());
      case 'redirect':
        return send(request, response, redirect(decision.location));
      case 'not-found':
        return notFound(request, response, address, decision.locale);
      case 'shop-server-down':
        return send(request, response, shopServerDown(languageOf(address.target, request.headers), decision.retryAfter));
      case 'stored':
        if (sendStored(request, response, decision.answer, () => stored!.plainBody(address.target, decision.answer))) return;
        return pass(request, response, address);
      case 'pass':
        return pass(request, response, address);
    }
  };
}
