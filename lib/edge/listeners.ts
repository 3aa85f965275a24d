import net from 'node:net';
import { readListenQueues, readQueuedConnections } from './accept-queue';

/**
 * The server's listening sockets (docs/edge.md, "Accepting a burst"). libuv accepts one connection
 * per listening socket per turn of the event loop, and under a burst each turn waits on a render's
 * synchronous work: a thousand connections opened at once waited up to 2-3 s in the kernel, unseen by
 * admission, and those let in late carried that wait into the served pages' p99. Several sockets on
 * one port (SO_REUSEPORT, which the kernel balances across them) accept one each per turn.
 */

/** Eight drained a burst's line of ~600 connections in 0.5 s instead of 2.2 s; four took 0.9 s, more gained nothing. */
export const LISTENERS = 8;

/** `reusePort` (Node 22.12 and later) is not in the @types/node this project types against. */
type SharedListenOptions = net.ListenOptions & { reusePort?: boolean };

export type ListenSettings = { port: number; host?: string; backlog: number; onSocket: (socket: net.Socket) => void; count?: number };

function bind(options: SharedListenOptions, onSocket?: (socket: net.Socket) => void): Promise<net.Server> {
  // noDelay as http.Server sets it on the sockets it accepts itself: with Nagle's algorithm on, a
  // response written in two parts (head, then body) waited for the client's delayed ACK, about
  // 40 ms on every API answer (docs/decisions.md, "A custom server").
  const listener = net.createServer({ noDelay: true }, onSocket);
  return new Promise((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(options, () => resolve(listener));
  });
}

const close = (listener: net.Server) => new Promise<void>((resolve) => listener.close(() => resolve()));

/** Stops every listener taking new connections, and resolves once the connections they gave have ended. */
export const closeAll = (listeners: net.Server[]): Promise<void> => Promise.all(listeners.map(close)).then(() => undefined);

/** A burst's line never empties: past this, a stop closes anyway and what still waits is reset. */
const CLOSE_WAIT_MS = 1_000;

type CloseSettings = { waitMs?: number; queued?: (port: number) => number | null; listenQueued?: (port: number, family: string, count: number) => number | null };

/**
 * Closes the listeners at a moment no connection waits for them in the kernel: the kernel resets
 * the connections a closing listener has not accepted, and under load they wait there a turn of the
 * event loop (a render's synchronous work), long enough for a proxy to open one and write a POST
 * it will not retry. Each turn accepts what waited; the queues are read again after it, and the
 * listeners are closed in the same synchronous step as a reading that found them empty. That last
 * reading is of the listeners' lines alone (`readListenQueues`), the shortest look the kernel
 * offers: one queued between it and the close is still reset, which only a proxy that has stopped
 * connecting avoids (docs/operations.md, "Rolling restarts"). Resolves with the connections still
 * waiting at the close: 0, unless `waitMs` passed first.
 */
export async function closeWhenNoneWait(listeners: net.Server[], { waitMs = CLOSE_WAIT_MS, queued = readQueuedConnections, listenQueued = readListenQueues }: CloseSettings = {}): Promise<number> {
  const { port, family } = listeners[0].address() as net.AddressInfo;
  const until = Date.now() + waitMs;
  let waiting = queued(port) ?? 0;
  for (;;) {
    if (waiting === 0) waiting = listenQueued(port, family, listeners.length) ?? 0;
    if (waiting === 0 || Date.now() >= until) break;
    await new Promise((resolve) => setImmediate(resolve));
    waiting = queued(port) ?? 0;
  }
  // Not closeAll: the connections already given are the drain's to end (lib/edge/serve.ts), and the
  // answers that end them are told to once this returns.
  for (const listener of listeners) listener.close();
  return waiting;
}

/**
 * Binds `count` listeners to one port, `onSocket` taking the connections of each; one where the
 * platform or Node cannot share a port (Node before 22.12 ignores `reusePort`, so the second bind
 * finds the port taken). A port some other process holds is refused as before, even one that shares
 * it: a plain bind is tried first, so a second copy of the shop started by mistake fails with
 * EADDRINUSE instead of quietly taking half of the connections.
 */
export async function listenShared({ port, host, backlog, onSocket, count = LISTENERS }: ListenSettings): Promise<net.Server[]> {
  const share = count > 1 && process.platform === 'linux';
  if (share && port !== 0) await close(await bind({ port, host, backlog }));
  const first = await bind({ port, host, backlog, reusePort: share }, onSocket);
  const listeners = [first];
  const { port: bound } = first.address() as net.AddressInfo;
  while (share && listeners.length < count) {
    try {
      listeners.push(await bind({ port: bound, host, backlog, reusePort: true }, onSocket));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || listeners.length > 1) {
        await closeAll(listeners);
        throw error;
      }
      break;
    }
  }
  return listeners;
}
