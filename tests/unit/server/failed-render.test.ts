/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { unavailableWhenRenderFails } from '@/lib/edge/failed-render';
import { hashPolicyOf } from '@/lib/edge/hashed-policy-response';
import es from '@/messages/es.json';
import ja from '@/messages/ja.json';

const ERROR_DOCUMENT = '<!DOCTYPE html><html id="__next_error__"><body>Internal Server Error</body></html>';

/** How Next answers: the status and headers set, then the body written, ended with or without writeHead. */
type Writer = (response: http.ServerResponse) => void;
const WRITERS: Record<string, Writer> = {
  'end only': (response) => {
    response.statusCode = 500;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('x-nextjs-cache', 'MISS');
    response.end(ERROR_DOCUMENT);
  },
  'writeHead, write, end': (response) => {
    response.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' });
    response.write(gzipSync(ERROR_DOCUMENT));
    response.end();
  },
  'flushHeaders first': (response) => {
    response.statusCode = 500;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.flushHeaders();
    response.end(ERROR_DOCUMENT, () => undefined);
  },
  'a page that rendered': (response) => {
    response.statusCode = 200;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end('<!DOCTYPE html><html lang="es"><body>ok</body></html>');
  },
  // A page rendered per request: Next flushes its 200 head at once; the shop server hangs and the
  // render fails at the deadline, with Next's error document after that head.
  'head flushed, then the render fails': (response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.flushHeaders();
    response.write('');
    setTimeout(() => {
      response.statusCode = 500;
      response.write(ERROR_DOCUMENT);
      response.end();
    }, 20);
  },
  'head flushed, then the page streams': (response) => {
    response.statusCode = 200;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.flushHeaders();
    response.write(new Uint8Array(0));
    setTimeout(() => {
      response.write('<!DOCTYPE html><html lang="es"><body>');
      response.end('streamed</body></html>');
    }, 20);
  },
  // The same under compression: the gzip header goes first, alone.
  'gzip header flushed, then the render fails': (response) => {
    const body = gzipSync(ERROR_DOCUMENT);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' });
    response.write(body.subarray(0, 10));
    setTimeout(() => {
      response.statusCode = 500;
      response.end(body.subarray(10));
    }, 20);
  },
  'gzip header flushed, then the page streams': (response) => {
    const body = gzipSync('<!DOCTYPE html><html lang="es"><body>streamed</body></html>');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' });
    response.write(body.subarray(0, 10));
    setTimeout(() => {
      response.write(body.subarray(10, 30));
      response.end(body.subarray(30));
    }, 20);
  },
  'a failure after the page began': (response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.write('<!DOCTYPE html><html lang="es"><body>');
    response.statusCode = 500;
    response.end('</body></html>');
  },
};

describe('unavailableWhenRenderFails', () => {
  let server: http.Server;
  let base: string;
  let failing: number | null = null;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      response.setHeader('x-request-id', 'req-1');
      hashPolicyOf(response);
      unavailableWhenRenderFails(request, response, () => failing);
      WRITERS[decodeURIComponent(new URL(request.url!, 'http://x').searchParams.get('writer')!)](response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const ask = (path: string, writer: string, method = 'GET') => fetch(`${base}${path}${path.includes('?') ? '&' : '?'}writer=${encodeURIComponent(writer)}`, { method });

  it.each(['end only', 'writeHead, write, end', 'flushHeaders first', 'head flushed, then the render fails', 'gzip header flushed, then the render fails'])('while the shop server fails, a failed render (%s) is its 503 page in the page\'s language', async (writer) => {
    failing = 12;
    const answer = await ask('/ja/store/product/never-rendered', writer);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('12');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('x-nextjs-cache')).toBeNull();
    expect(answer.headers.get('x-request-id')).toBe('req-1');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await answer.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(ja.unavailable.title);
    expect(html).not.toContain('__next_error__');
  });

  it('a HEAD gets the 503 without a body', async () => {
    failing = 3;
    const answer = await ask('/es/new-arrivals', 'end only', 'HEAD');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('3');
    expect(await answer.text()).toBe('');
  });

  it.each<[string, string, string, number | null, number, string]>([
    ['a failed render while the shop server answers', '/es/store/product/x', 'end only', null, 500, '__next_error__'],
    ['a page that rendered while it fails', '/es/store/product/x', 'a page that rendered', 5, 200, 'ok'],
    ['a page streamed after its head while it fails', '/es/search?query=capo', 'head flushed, then the page streams', 5, 200, 'streamed'],
    ['a failed render after its head while the shop server answers', '/search?query=hood', 'head flushed, then the render fails', null, 500, '__next_error__'],
    ['a compressed page streamed after its head while it fails', '/ja/search?query=hood', 'gzip header flushed, then the page streams', 5, 200, 'streamed'],
    ['a failure after the page began', '/es/store/product/x', 'a failure after the page began', 5, 200, '<body>'],
    ['an API route, which answers its own upstream errors', '/api/search', 'end only', 5, 500, '__next_error__'],
    ['a file of the build', '/_next/static/chunks/a.js', 'end only', 5, 500, '__next_error__'],
  ])('%s is left as it is', async (_, path, writer, failingNow, status, body) => {
    failing = failingNow;
    const answer = await ask(path, writer);
    expect(answer.status).toBe(status);
    expect(await answer.text()).toContain(body);
  });

  it('names the Spanish page in Spanish', async () => {
    failing = 15;
    const html = await (await ask('/es/store/products', 'end only')).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(es.unavailable.message);
  });
});
