import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { standInShop, type StandInShop } from './stand-in-shop';

type FaultMode = 'answer' | 'fail' | 'hang';

/**
 * The stand-in shop server over real HTTP on a free loopback port, for the remote tests that need
 * real sockets: it answers (`mode = 'answer'`), answers every call with a 500 (`mode = 'fail'`),
 * or accepts connections and never answers (`mode = 'hang'`), as a hung shop server does.
 */
export async function startFaultyShop(): Promise<{ url: string; shop: StandInShop; mode: FaultMode; close(): Promise<void> }> {
  const shop = standInShop();
  const sockets = new Set<net.Socket>();
  const state = { mode: 'answer' as FaultMode };
  const server = http.createServer(async (incoming, outgoing) => {
    if (state.mode === 'hang') return;
    if (state.mode === 'fail') {
      outgoing.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"stand-in failure"}');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = ['GET', 'HEAD'].includes(incoming.method ?? 'GET') ? undefined : Buffer.concat(chunks);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
    const response = await shop.handle(new Request(`http://127.0.0.1${incoming.url}`, { method: incoming.method, headers, body }));
    outgoing.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    shop,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens: connections are refused, as with a shop server that is down. */
export async function refusingAddress(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
