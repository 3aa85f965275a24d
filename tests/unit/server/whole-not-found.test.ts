/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { storedNotFoundPages, wholeNotFound, type StoredPage } from '@/lib/edge/whole-not-found';
import { hashPolicyOf } from '@/lib/edge/hashed-policy-response';

const EMPTY = '<!DOCTYPE html><html id="__next_error__"><head><script src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>';
const WHOLE = (locale: string) => `<!DOCTYPE html><html lang="${locale}"><head><title>${locale}: not found</title></head><body><h1>${locale}: not found</h1></body></html>`;
const stored = (locale: string): StoredPage => ({
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['content-security-policy', "script-src 'self' 'sha256-abc'"],
    ['x-nextjs-cache', 'HIT'],
    ['content-length', '1'],
  ],
  body: Buffer.from(WHOLE(locale)),
});

type Writer = (response: http.ServerResponse) => void;
const html = (response: http.ServerResponse, status: number) => {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Content-Security-Policy', "script-src 'self' 'nonce-x'");
};
const WRITERS: Record<string, Writer> = {
  empty: (response) => {
    html(response, 404);
    response.end(EMPTY);
  },
  'empty, compressed, in pieces': (response) => {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' });
    const zipped = gzipSync(EMPTY);
    response.write(zipped.subarray(0, 10));
    response.end(zipped.subarray(10));
  },
  'whole 404': (response) => {
    html(response, 404);
    response.end(WHOLE('es'));
  },
  'a page': (response) => {
    html(response, 200);
    response.end(EMPTY);
  },
  'large 404': (response) => {
    html(response, 404);
    response.write('x'.repeat(300 * 1024));
    response.end(EMPTY);
  },
};

describe('wholeNotFound', () => {
  let server: http.Server;
  let base: string;
  let page: (locale: string) => Promise<StoredPage | null> = async (locale) => stored(locale);
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hashPolicyOf(response);
      wholeNotFound(request, response, (locale) => page(locale));
      WRITERS[new URL(request.url!, 'http://x').searchParams.get('writer')!](response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const ask = (path: string, writer: string, method = 'GET') => fetch(`${base}${path}?writer=${encodeURIComponent(writer)}`, { method });

  it.each([
    ['/ja/store/product/gone', 'empty', 'ja'],
    ['/store/product/gone', 'empty, compressed, in pieces', 'en'],
  ])('%s: the empty 404 document (%s) becomes the whole not-found page of its language', async (path, writer, locale) => {
    page = async (asked) => stored(asked);
    const answer = await ask(path, writer);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('x-nextjs-cache')).toBeNull();
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-abc'");
    expect(await answer.text()).toBe(WHOLE(locale));
  });

  it('sends the page compressed as the request accepts it', async () => {
    page = async (asked) => ({ ...stored(asked), br: brotliCompressSync(WHOLE(asked)), gzip: gzipSync(WHOLE(asked)) });
    const raw = (encoding: string) =>
      new Promise<http.IncomingMessage>((resolve) => http.get(`${base}/es/store/product/gone?writer=empty`, { headers: { 'accept-encoding': encoding } }, resolve));
    const br = await raw('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gzip = await raw('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const answer of [br, gzip, plain]) answer.resume();
  });

  it.each<[string, string, string, number, string]>([
    ['a whole 404 page', '/es/x', 'whole 404', 404, WHOLE('es')],
    ['a page that is not a 404', '/es/x', 'a page', 200, EMPTY],
    ['a 404 too large to be the empty document', '/es/x', 'large 404', 404, 'x'.repeat(300 * 1024) + EMPTY],
    ['an API answer', '/api/x', 'empty', 404, EMPTY],
  ])('%s is sent as written', async (_, path, writer, status, body) => {
    page = async (asked) => stored(asked);
    const answer = await ask(path, writer);
    expect(answer.status).toBe(status);
    expect(await answer.text()).toBe(body);
  });

  it('sends the empty document when the whole page cannot be had', async () => {
    page = async () => null;
    const answer = await ask('/es/store/product/gone', 'empty');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(EMPTY);
    page = async () => Promise.reject(new Error('down'));
    expect(await (await ask('/es/store/product/gone', 'empty')).text()).toBe(EMPTY);
  });
});

describe('storedNotFoundPages', () => {
  const answer = (status: number, body: string) => ({ status, headers: new Headers({ 'content-type': 'text/html' }), body: Buffer.from(body) });

  it('asks once per language while kept, by the language\'s own address', async () => {
    let clock = 0;
    const asked: string[] = [];
    const pages = storedNotFoundPages(async (path) => (asked.push(path), answer(404, WHOLE(path))), 1000, () => clock);
    expect((await pages('es'))?.body.toString()).toBe(WHOLE('/es/not-found-page'));
    await pages('es');
    await pages('en');
    expect(asked).toEqual(['/es/not-found-page', '/not-found-page']);
    clock = 1001;
    await pages('es');
    expect(asked).toHaveLength(3);
  });

  it.each([
    ['an answer that is not a 404', answer(503, 'busy')],
    ['the empty document itself', answer(404, EMPTY)],
  ])('keeps nothing from %s, and asks again next time', async (_, given) => {
    let asks = 0;
    const pages = storedNotFoundPages(async () => (asks++, given));
    expect(await pages('ja')).toBeNull();
    await Promise.resolve();
    expect(await pages('ja')).toBeNull();
    expect(asks).toBe(2);
  });
});
