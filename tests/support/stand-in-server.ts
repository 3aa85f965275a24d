import http from 'node:http';
import { standInShop } from './stand-in-shop';

/**
 * The stand-in shop server over HTTP for the remote e2e smoke (playwright.remote.config.ts).
 * `GET /__calls` answers the calls received so far, so a test can check what reached it;
 * `POST /__down` makes every call answer 503, `POST /__hang` makes every call wait forever (a
 * hung server: the connection is accepted, no answer comes), until `POST /__up`.
 */
const port = Number(process.env.STAND_IN_PORT ?? 3221);
const shop = standInShop();
let mode: 'up' | 'down' | 'hang' = 'up';

http
  .createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = `http://127.0.0.1:${port}${incoming.url ?? '/'}`;
    if (incoming.url === '/__calls') {
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(shop.calls));
      return;
    }
    if (incoming.url === '/__down' || incoming.url === '/__up' || incoming.url === '/__hang') {
      mode = incoming.url === '/__down' ? 'down' : incoming.url === '/__hang' ? 'hang' : 'up';
      outgoing.writeHead(204).end();
      return;
    }
    if (mode === 'hang') return;
    if (mode === 'down') {
      outgoing.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Service unavailable' }));
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
    const body = ['GET', 'HEAD'].includes(incoming.method ?? 'GET') ? undefined : Buffer.concat(chunks);
    const response = await shop.handle(new Request(url, { method: incoming.method, headers, body }));
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  })
  .listen(port, '127.0.0.1');
