import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import next from 'next';
import sharp from 'sharp';
import type { Config } from '@/lib/runtime/config';
import type { Logger } from '@/lib/runtime/logger';
import { isCurrentPageRead, observePageCacheReads, type PageRead } from '@/lib/cache/page-cache-handler.mjs';
import { Admission } from './admission';
import { loadBuildFiles } from './build-files';
import type { ShopView } from './decide';
import { frontDoor } from './front';
import { closeWhenNoneWait, listenShared } from './listeners';
import { encodeOnce, recordPageRead, storable, storedAnswer, StoredAnswers } from './stored-answers';
import { storedNotFoundPages } from './whole-not-found';
import { markStopping, runStopHooks } from '../runtime/shutdown';
import { nextDistDir } from '../runtime/build-folder.mjs';

export type { ShopServerView, ShopView } from './decide';

/**
 * The shop's HTTP server: Next.js's documented custom server (`next()` and its request
 * handler), with the edge in front of it (lib/edge/front.ts, docs/edge.md) and what `next start`
 * cannot do around it (docs/decisions.md, "A custom server"): the peer address put on each
 * request, the stored answers of cached pages, admission control of renders, and a stop that
 * drains the connections of a proxy in front.
 */

/** How long an idle kept-alive connection stays open: longer than the proxy's own (docs/operations.md), so the proxy always closes first. */
const KEEP_ALIVE_MS = 10_000;
/** How long a stop waits for requests in flight and open connections before closing them. */
const DRAIN_DEADLINE_MS = 15_000;
/** Cached pages are answered in a millisecond or two: a wider line than renders. */
const CACHED_LANE_FACTOR = 8;
/** Stored answers made at once: each is one more request to Next and two compressions. */
const FILLS_AT_ONCE = 2;

/**
 * Asked once before the server listens, so the first shoppers after a start or a rolling restart
 * do not pay for loading each route's code: a cold instance behind a proxy gets its share of the
 * traffic at once, and cold renders were slow enough to keep the line waiting.
 */
const WARM_UP_PATHS = ['/', '/api/products/hot', '/store/products', '/search?query=hood', '/faqs'];

/** What the server answered a request it sent itself: status, headers and the whole body. */
type SelfAnswer = { status: number; headers: Headers; body: Buffer };
type AskSelf = (path: string, headers?: Record<string, string>) => Promise<SelfAnswer>;

/**
 * A listener on a loopback port of its own whose connections go to the server: how the server
 * asks itself for a page (the warm-up, the whole not-found page, a stored answer), whatever
 * address it listens on. Its sockets are known, so its requests skip the edge's decision.
 */
async function selfAsking(server: http.Server): Promise<{ ask: AskSelf; isInternal: (socket: net.Socket) => boolean; close: () => Promise<void> }> {
  const internal = new WeakSet<net.Socket>();
  const listener = net.createServer({ noDelay: true }, (socket) => {
    internal.add(socket);
    server.emit('connection', socket);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(listener.address() as net.AddressInfo).port}`;
  const ask: AskSelf = async (path, headers = {}) => {
    const answer = await fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers }, signal: AbortSignal.timeout(15_000) });
    return { status: answer.status, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
  };
  return { ask, isInternal: (socket) => internal.has(socket), close: () => new Promise((resolve) => listener.close(() => resolve())) };
}

async function warmUp(ask: AskSelf, logger: Logger) {
  const started = Date.now();
  const text = (path: string) => ask(path).then((answer) => answer.body.toString('utf8'), () => '');
  for (const path of WARM_UP_PATHS) {
    const body = await text(path);
    // The product page needs a real product: the first of the hot list, when there is one.
    const slug = path === '/api/products/hot' ? /"slug":"([^"]+)"/.exec(body)?.[1] : undefined;
    if (slug) await text(`/store/product/${encodeURIComponent(slug)}`);
  }
  logger.info({ ms: Date.now() - started }, 'warmed up');
}

/** Every file under public/ by its address, read once: they are served without admission. */
function publicFiles(dir: string): Set<string> {
  const root = path.join(dir, 'public');
  const files = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.add(`/${path.relative(root, full).split(path.sep).map(encodeURIComponent).join('/')}`);
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files;
}

/**
 * Keeps the answer of an address once Next answered it from the page cache: asks the server for
 * it (uncompressed, noting the page-cache entries read), compresses it once, and keeps it if it
 * is still a whole cached page and none of those entries changed meanwhile.
 */
function storedAnswerFiller(store: StoredAnswers, ask: () => AskSelf, logger: Logger) {
  const filling = new Set<string>();
  const readsById = new Map<string, PageRead[]>();
  let ids = 0;
  const fill = async (url: string) => {
    if (filling.has(url) || filling.size >= FILLS_AT_ONCE) return;
    filling.add(url);
    const id = String(++ids);
    readsById.set(id, []);
    try {
      const answer = await ask()(url, { 'x-shop-fill': id });
      const reads = readsById.get(id) ?? [];
      if (reads.length === 0 || !storable({ status: answer.status, get: (name) => answer.headers.get(name) })) return;
      const encoded = await encodeOnce(answer.body);
      if (reads.every(isCurrentPageRead)) store.put(url, storedAnswer(answer.headers, encoded, reads));
    } catch (error) {
      logger.warn({ err: error, path: url.split('?', 1)[0] }, 'stored answer not made');
    } finally {
      filling.delete(url);
      readsById.delete(id);
    }
  };
  return { fill: (url: string) => void fill(url), readsOf: (id: string | string[] | undefined) => (typeof id === 'string' ? readsById.get(id) : undefined) };
}

/**
 * Set by server.ts before Next starts: the start-up check (lib/shop/serving/start.ts) refuses to run
 * under `next start`, whose requests would carry no peer address but a client's own header.
 */
export const SERVED_BY_SHOP_SERVER = 'SHOP_SERVER';

/** `listener` is the first of the listeners on the port: its address is the server's. */
export type Served = { server: http.Server; listener: net.Server; stored: StoredAnswers | null; stop: (signal: string) => Promise<void> };

export type ServeOptions = { dev?: boolean; dir?: string; warm?: boolean; shop: ShopView };

export async function serve(settings: Config, logger: Logger, { dev = false, dir = process.cwd(), warm = !dev, shop }: ServeOptions): Promise<Served> {
  const { PORT, BIND_ADDRESS, MAX_CONCURRENT_RENDERS, RENDER_QUEUE_LENGTH, RENDER_QUEUE_SECONDS, STORED_PAGES_MB } = settings;
  // Next's image optimizer keeps every resized picture on disk, so libvips's own cache of recent
  // operations (50 MB by default) only held memory (docs/operations.md, "Memory outside the heap").
  sharp.cache(false);
  // Next's own name for this server, whatever address it listens on: its router compares a
  // middleware rewrite with this name the way its URL class spells loopback addresses, so any
  // other spelling (127.0.0.1, ::1) turned language rewrites into proxy calls to itself (docs/decisions.md).
  const app = next({ dev, dir, hostname: 'localhost', port: PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  let stopped: Promise<void> | undefined;
  let listenersClosed = false;
  const maxWaitMs = RENDER_QUEUE_SECONDS * 1000;
  // The development server renders every page per request: nothing to keep.
  const stored = dev || STORED_PAGES_MB === 0 ? null : new StoredAnswers({ maxBytes: STORED_PAGES_MB * 1024 * 1024, isCurrent: isCurrentPageRead });
  if (stored) observePageCacheReads(recordPageRead);
  // Filled in below, once the server exists to be asked.
  let ask: AskSelf = () => Promise.reject(new Error('not listening yet'));
  const filler = stored ? storedAnswerFiller(stored, () => ask, logger) : null;
  let notFoundPage: ReturnType<typeof storedNotFoundPages> = async () => null;
  let isInternal: (socket: net.Socket) => boolean = () => false;

  const buildFiles = dev ? null : await loadBuildFiles(path.join(dir, nextDistDir()));
  if (!dev && !buildFiles) logger.warn('the build\'s static files were not compressed (npm run build does it): Next answers them, compressing each again');

  const front = frontDoor({
    next: handle,
    shop,
    remote: Boolean(settings.SHOP_API_URL),
    files: publicFiles(dir),
    buildFiles,
    renders: new Admission({ limit: MAX_CONCURRENT_RENDERS, queueLength: RENDER_QUEUE_LENGTH, maxWaitMs }),
    cached: new Admission({ limit: MAX_CONCURRENT_RENDERS * CACHED_LANE_FACTOR, queueLength: RENDER_QUEUE_LENGTH, maxWaitMs, serviceMs: 5 }),
    stored,
    notFoundPage: (locale) => notFoundPage(locale),
    fill: (url) => filler?.fill(url),
    fillReads: (id) => filler?.readsOf(id),
    isInternal: (socket) => isInternal(socket),
    listenersClosed: () => listenersClosed,
    logger,
  });
  const server = http.createServer(front);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;

  const self = await selfAsking(server);
  ask = self.ask;
  isInternal = self.isInternal;
  notFoundPage = storedNotFoundPages(self.ask);
  if (warm) await warmUp(self.ask, logger);

  // Connections come in through listeners of our own, so a stop can refuse new ones while the
  // kept-alive ones of a proxy are left for the proxy to close (http.Server#close would close
  // them under it, racing a request it is about to send: a 502 for a POST, docs/operations.md).
  const sockets = new Set<net.Socket>();
  const onSocket = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    server.emit('connection', socket);
  };
  // A burst opens a thousand connections at once: Node's default backlog of 511 overflowed (the
  // kernel's ListenOverflows) and the dropped ones waited seconds for a SYN retry. The kernel
  // caps it at net.core.somaxconn.
  const listeners = await listenShared({ port: PORT, host: BIND_ADDRESS, backlog: 4096, onSocket });
  logger.info({ port: PORT, host: BIND_ADDRESS ?? 'all', listeners: listeners.length, maxConcurrentRenders: MAX_CONCURRENT_RENDERS }, 'listening');

  const stop = (signal: string) =>
    (stopped ??= (async () => {
      logger.info({ signal }, 'stopping: readiness fails, no new connections, finishing requests in flight');
      markStopping();
      // Until the listeners close, kept-alive connections stay open: answers that closed them would
      // have the proxy open new ones, filling the queue the close waits to find empty.
      const reset = await closeWhenNoneWait(listeners);
      listenersClosed = true;
      if (reset > 0) logger.warn({ reset }, 'connections still waiting to be accepted when the listeners closed: reset');
      const deadline = Date.now() + DRAIN_DEADLINE_MS;
      while (sockets.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      if (sockets.size > 0) logger.warn({ open: sockets.size }, 'connections still open at the deadline: closing them');
      server.closeAllConnections();
      await self.close();
      await runStopHooks(logger);
      await app.close();
    })());
  return { server, listener: listeners[0], stored, stop };
}

/** SIGTERM and SIGINT drain the server (`stop`), then end the process: 0 when it stopped cleanly. */
export function stopOnSignals(stop: Served['stop'], logger: Logger): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () =>
      stop(signal).then(
        () => {
          logger.info('stopped');
          logger.flush();
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'stop failed');
          logger.flush();
          process.exit(1);
        },
      ),
    );
  }
}
