import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import next from 'next';
import { PEER_HEADER } from '@/lib/edge/client-address';
import type { Config } from '@/lib/runtime/config';
import type { Logger } from '@/lib/runtime/logger';
import { isUndecodablePath } from '@/lib/edge/undecodable-path';
import { hashPolicyOf } from '@/lib/edge/hashed-policy-response';
import { Admission } from './admission';
import { answerBusy, answerShopUnavailable, answerUndecodable } from './busy-answer';
import { unavailableWhenRenderFails } from './failed-render';
import { storedNotFoundPages, wholeNotFound } from './whole-not-found';
import { answeredFromCache, laneOf, RecentlyCached } from './request-lane';
import { markStopping, runStopHooks } from '../runtime/shutdown';

/**
 * The shop's HTTP server: Next.js's documented custom server (`next()` and its request
 * handler), with what `next start` cannot do around it (docs/decisions.md, "A custom server"):
 * the peer address put on each request, admission control of renders, the cached pages'
 * policy finished per answer, and a stop that drains the connections of a proxy in front.
 */

/** How long an idle kept-alive connection stays open: longer than the proxy's own (docs/operations.md), so the proxy always closes first. */
const KEEP_ALIVE_MS = 10_000;
/** How long a stop waits for requests in flight and open connections before closing them. */
const DRAIN_DEADLINE_MS = 15_000;
/** Addresses remembered as answered from the page cache. */
const RECENTLY_CACHED = 20_000;
/** Cached pages are answered in a millisecond or two: a wider line than renders. */
const CACHED_LANE_FACTOR = 8;

/**
 * Asked once before the server listens, so the first shoppers after a start or a rolling restart
 * do not pay for loading each route's code: a cold instance behind a proxy gets its share of the
 * traffic at once, and cold renders were slow enough to keep the line waiting.
 */
const WARM_UP_PATHS = ['/', '/api/products/hot', '/store/products', '/search?query=hood', '/faqs'];

/** What the server answered a request it sent itself: status, headers and the whole body. */
type SelfAnswer = { status: number; headers: Headers; body: Buffer };
type AskSelf = (path: string) => Promise<SelfAnswer>;

/**
 * A listener on a loopback port of its own whose connections go to the server: how the server
 * asks itself for a page (the warm-up, the whole not-found page), whatever address it listens on.
 */
async function selfAsking(server: http.Server): Promise<{ ask: AskSelf; close: () => Promise<void> }> {
  const listener = net.createServer((socket) => server.emit('connection', socket));
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(listener.address() as net.AddressInfo).port}`;
  const ask: AskSelf = async (path) => {
    const answer = await fetch(base + path, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(15_000) });
    return { status: answer.status, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
  };
  return { ask, close: () => new Promise((resolve) => listener.close(() => resolve())) };
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
 * Set by server.ts before Next starts: the start-up check (lib/shop/serving/start.ts) refuses to run
 * under `next start`, whose requests would carry no peer address but a client's own header.
 */
export const SERVED_BY_SHOP_SERVER = 'SHOP_SERVER';

export type Served = { server: http.Server; listener: net.Server; stop: (signal: string) => Promise<void> };

/**
 * What the server needs to know of the remote shop's server, told by its caller (server.ts): the
 * edge knows no shop. Both answer the seconds a refused shopper should wait, else null.
 */
export type ShopServerView = {
  /** The shop server is failing: its breaker counts failures or is open (never in the embedded shop). */
  failing(): number | null;
  /**
   * A page that needs the shop server while its circuit is open. Answered before the page waits
   * for a render's turn: renders that asked a hung shop server hold their turns until its
   * deadline, and a refusal must not queue behind them. Middleware refuses the same pages
   * (lib/shop/serving/remote-unavailable.ts) for those already let in.
   */
  refusing(url: string, method: string | undefined): number | null;
};

export type ServeOptions = { dev?: boolean; dir?: string; warm?: boolean; shopServer?: ShopServerView };

export async function serve(settings: Config, logger: Logger, { dev = false, dir = process.cwd(), warm = !dev, shopServer }: ServeOptions = {}): Promise<Served> {
  const { PORT, BIND_ADDRESS, MAX_CONCURRENT_RENDERS, RENDER_QUEUE_LENGTH, RENDER_QUEUE_SECONDS } = settings;
  // Only the remote shop has a shop server to fail (lib/edge/failed-render.ts).
  const remote = Boolean(settings.SHOP_API_URL);
  // Next's own name for this server, whatever address it listens on: its router compares a
  // middleware rewrite with this name the way its URL class spells loopback addresses, so any
  // other spelling (127.0.0.1, ::1) turned language rewrites into proxy calls to itself (docs/decisions.md).
  const app = next({ dev, dir, hostname: 'localhost', port: PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  const files = publicFiles(dir);
  let stopped: Promise<void> | undefined;
  const recent = new RecentlyCached(RECENTLY_CACHED);
  const maxWaitMs = RENDER_QUEUE_SECONDS * 1000;
  const renders = new Admission({ limit: MAX_CONCURRENT_RENDERS, queueLength: RENDER_QUEUE_LENGTH, maxWaitMs });
  const cached = new Admission({ limit: MAX_CONCURRENT_RENDERS * CACHED_LANE_FACTOR, queueLength: RENDER_QUEUE_LENGTH, maxWaitMs });

  // Filled in below, once the server exists to be asked.
  let notFoundPage: ReturnType<typeof storedNotFoundPages> = async () => null;

  const server = http.createServer(async (request, response) => {
    // Route handlers get a Request without the socket: the one fact about the sender the sender cannot choose.
    request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
    if (stopped) response.setHeader('Connection', 'close');
    // Next adds a 'close' listener per stream it pipes into a streamed answer (11 on a listing
    // rendered per request); they go with the answer, so Node's leak warning at 10 is noise here.
    response.setMaxListeners(32);
    hashPolicyOf(response);
    if (remote && shopServer) unavailableWhenRenderFails(request, response, shopServer.failing);
    wholeNotFound(request, response, notFoundPage);
    const url = request.url ?? '/';
    if (isUndecodablePath(url)) return answerUndecodable(request, response);
    const lane = laneOf(url, files, (address) => recent.has(address));
    if (lane === 'free') return handle(request, response);
    const refused = remote && shopServer && lane === 'render' ? shopServer.refusing(url, request.method) : null;
    if (refused !== null) return answerShopUnavailable(request, response, refused);
    // A visitor who leaves while waiting gives their place back (the answer closes before it is written).
    const gone = new AbortController();
    response.once('close', () => gone.abort());
    const gate = lane === 'cached' ? cached : renders;
    const release = await gate.acquire(gone.signal);
    if (request.socket.destroyed) return release?.();
    if (!release) {
      logger.warn({ url: url.split('?', 1)[0], lane, running: gate.running, waiting: gate.waiting }, 'busy: answered 503');
      return answerBusy(request, response, RENDER_QUEUE_SECONDS);
    }
    response.once('close', release);
    // An answer from the page cache is whole in memory once its headers go: its place goes to the next in line.
    const writeHead = response.writeHead;
    response.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
      const written = (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
      if (answeredFromCache(this)) release();
      return written;
    } as typeof writeHead;
    if (request.method === 'GET') response.once('finish', () => recent.record(url, response.statusCode === 200 && answeredFromCache(response)));
    await handle(request, response);
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;

  const self = await selfAsking(server);
  notFoundPage = storedNotFoundPages(self.ask);
  if (warm) await warmUp(self.ask, logger);

  // Connections come in through a listener of our own, so a stop can refuse new ones while the
  // kept-alive ones of a proxy are left for the proxy to close (http.Server#close would close
  // them under it, racing a request it is about to send: a 502 for a POST, docs/operations.md).
  const sockets = new Set<net.Socket>();
  // noDelay as http.Server sets it on the sockets it accepts itself: with Nagle's algorithm on, a
  // response written in two parts (head, then body) waited for the client's delayed ACK, about
  // 40 ms on every API answer (docs/decisions.md, "A custom server").
  const listener = net.createServer({ noDelay: true }, (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    server.emit('connection', socket);
  });
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    // A burst opens a thousand connections at once: Node's default backlog of 511 overflowed (the
    // kernel's ListenOverflows) and the dropped ones waited seconds for a SYN retry. The kernel
    // caps it at net.core.somaxconn.
    listener.listen({ port: PORT, host: BIND_ADDRESS, backlog: 4096 }, () => resolve());
  });
  logger.info({ port: PORT, host: BIND_ADDRESS ?? 'all', maxConcurrentRenders: MAX_CONCURRENT_RENDERS }, 'listening');

  const stop = (signal: string) =>
    (stopped ??= (async () => {
      logger.info({ signal }, 'stopping: readiness fails, no new connections, finishing requests in flight');
      markStopping();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      const deadline = Date.now() + DRAIN_DEADLINE_MS;
      while (sockets.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      if (sockets.size > 0) logger.warn({ open: sockets.size }, 'connections still open at the deadline: closing them');
      server.closeAllConnections();
      await self.close();
      await runStopHooks(logger);
      await app.close();
    })());
  return { server, listener, stop };
}
