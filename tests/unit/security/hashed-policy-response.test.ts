import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { contentSecurityPolicy } from '@/lib/security/headers';
import { hashPolicyOf, MAX_HELD_BYTES } from '@/lib/edge/hashed-policy-response';

const PLACEHOLDER_POLICY = contentSecurityPolicy(false);
const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const scripts = (policy: string | string[] | undefined) => (typeof policy === 'string' ? /script-src ([^;]*)/.exec(policy)![1] : policy);

const FLIGHT = 'self.__next_f.push([1,"0:{}"])';
const page = (flight = FLIGHT) => `<!DOCTYPE html><html><body><p>part</p><script>${flight}</script><script>window.__injected = true</script></body></html>`;

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
let handler: Handler;
let server: http.Server;
let base: string;
// Next's own compression, as the shop's server applies it in front of every answer
// (its bundled copy has no type declarations).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require('next/dist/compiled/compression') as () => (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
const compress = compression();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hashPolicyOf(response);
    if (request.headers['x-compress']) compress(request, response, () => {});
    response.setHeader('Content-Security-Policy', PLACEHOLDER_POLICY);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The raw answer: headers and body bytes exactly as the server sent them. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(base + path, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** A cached page as Next answers it: whole, with an ETag of its bytes, 304 when the browser has it. */
function cachedPage(html: string, etag: string): Handler {
  return (request, response) => {
    response.setHeader('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(html));
    response.end(request.method === 'HEAD' ? null : html);
  };
}

describe('the policy of cached pages on the way out', () => {
  it('allows exactly the known inline scripts of a whole page, and sends the page unchanged', async () => {
    handler = cachedPage(page(), '"whole"');
    const answer = await get('/');
    expect(scripts(answer.headers['content-security-policy'])).toBe(`'self' ${hash(FLIGHT)}`);
    expect(answer.body.toString()).toBe(page());
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(page())));
  });

  it('holds a streamed first rendering until it ends, then sends it whole with its hashes', async () => {
    handler = (_, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.flushHeaders();
      const html = page();
      response.write(html.slice(0, 40));
      setTimeout(() => response.end(html.slice(40)), 10);
    };
    const answer = await get('/');
    expect(scripts(answer.headers['content-security-policy'])).toBe(`'self' ${hash(FLIGHT)}`);
    expect(answer.body.toString()).toBe(page());
  });

  it('holds no answer past its cap: what came is sent on, with no inline script allowed, and the rest streams', async () => {
    const filler = 'x'.repeat(64 * 1024);
    const parts = Math.ceil(MAX_HELD_BYTES / filler.length) + 4;
    let sentBeforeEnd = false;
    handler = (_, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.write(`<!DOCTYPE html><html><body><script>${FLIGHT}</script>`);
      for (let part = 0; part < parts; part++) response.write(filler);
      sentBeforeEnd = response.headersSent;
      setTimeout(() => response.end('</body></html>'), 10);
    };
    const answer = await get('/');
    expect(sentBeforeEnd).toBe(true);
    expect(scripts(answer.headers['content-security-policy'])).toBe("'self'");
    expect(answer.body.length).toBe(Buffer.byteLength(`<!DOCTYPE html><html><body><script>${FLIGHT}</script></body></html>`) + parts * filler.length);
  });

  it('reads a page Next compressed', async () => {
    handler = cachedPage(page('self.__next_f.push([1,"gzip"])') + ' '.repeat(2048), '"compressed"');
    const answer = await get('/', { 'x-compress': '1', 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toContain('__injected');
    expect(scripts(answer.headers['content-security-policy'])).toBe(`'self' ${hash('self.__next_f.push([1,"gzip"])')}`);
  });

  it('reads a rendering once: later answers with its ETag, a HEAD and a 304 get the same policy', async () => {
    handler = cachedPage(page('self.__next_f.push([1,"first"])'), '"once"');
    const first = await get('/');
    // Same ETag, other bytes: only possible if the server did not read the page again.
    handler = cachedPage(page('self.__next_f.push([1,"second"])'), '"once"');
    const again = await get('/');
    const head = await get('/', {}, 'HEAD');
    const notModified = await get('/', { 'if-none-match': '"once"' });
    expect(notModified.status).toBe(304);
    for (const answer of [first, again, head, notModified]) {
      expect(scripts(answer.headers['content-security-policy'])).toBe(`'self' ${hash('self.__next_f.push([1,"first"])')}`);
    }
  });

  it('leaves a 304 of a rendering it has not read without a policy, so the browser keeps the one it stored', async () => {
    handler = cachedPage(page(), '"unread"');
    const answer = await get('/', { 'if-none-match': '"unread"' });
    expect(answer.status).toBe(304);
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });

  it('allows no inline script on a HEAD of an unread page, nor on an answer that is not HTML', async () => {
    handler = cachedPage(page(), '"head-only"');
    expect(scripts((await get('/', {}, 'HEAD')).headers['content-security-policy'])).toBe("'self'");
    handler = (_, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ html: page() }));
    };
    const json = await get('/');
    expect(scripts(json.headers['content-security-policy'])).toBe("'self'");
    expect(JSON.parse(json.body.toString())).toEqual({ html: page() });
  });

  it('leaves a policy without the placeholder alone', async () => {
    handler = (_, response) => {
      response.setHeader('Content-Security-Policy', "script-src 'self' 'nonce-abc'");
      response.setHeader('Content-Type', 'text/html');
      response.end(page());
    };
    expect((await get('/')).headers['content-security-policy']).toBe("script-src 'self' 'nonce-abc'");
  });

  it('gives an answer written without any header rules the security headers of every other answer', async () => {
    // Next's 400 for an address it cannot decode is written before next.config's header rules apply.
    handler = (_, response) => {
      response.removeHeader('Content-Security-Policy');
      response.statusCode = 400;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end('Bad request: this address is not valid.');
    };
    const answer = await get('/%ZZ');
    expect(answer.status).toBe(400);
    expect(scripts(answer.headers['content-security-policy'])).toBe("'self'");
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers).toMatchObject({
      'strict-transport-security': expect.stringMatching(/max-age=\d+/),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(answer.body.toString()).toBe('Bad request: this address is not valid.');
  });

  it('adds nothing to a 304, whose headers would replace those the browser stored', async () => {
    handler = (_, response) => {
      response.removeHeader('Content-Security-Policy');
      response.statusCode = 304;
      response.end();
    };
    const answer = await get('/');
    expect(answer.status).toBe(304);
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
  });
});
