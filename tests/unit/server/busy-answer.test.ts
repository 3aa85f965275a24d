/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerBusy, languageOf } from '@/lib/server/busy-answer';
import es from '@/messages/es.json';
import ja from '@/messages/ja.json';

describe('languageOf', () => {
  it.each([
    ['/', undefined, 'en'],
    ['/es', undefined, 'es'],
    ['/ja/store/product/a?x=1', undefined, 'ja'],
    ['/jam', undefined, 'en'],
    ['/api/search?locale=ja', undefined, 'ja'],
    ['/api/search', 'a=1; NEXT_LOCALE=es', 'es'],
    ['/api/search', 'NEXT_LOCALE=fr', 'en'],
    ['/api/search?locale=es', 'NEXT_LOCALE=ja', 'es'],
  ])('%s with cookie %s: %s', (url, cookie, expected) => expect(languageOf(url, cookie)).toBe(expected));
});

describe('answerBusy', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => answerBusy(request, response, 7));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers a page with 503, Retry-After and a page in its language that runs no script', async () => {
    const answer = await fetch(`${base}/ja/search?q=x`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await answer.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(ja.busy.message);
    expect(html).not.toContain('<script');
  });

  it('answers an API call with JSON in the language it asked for', async () => {
    const answer = await fetch(`${base}/api/search?locale=es`, { method: 'POST' });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(await answer.json()).toEqual({ error: es.busy.api });
  });
});
