/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerBusy, languageOf } from '@/lib/edge/busy-answer';
import es from '@/messages/es.json';
import ja from '@/messages/ja.json';

describe('languageOf', () => {
  it.each([
    ['/', {}, 'en'],
    ['/es', {}, 'es'],
    ['/ja/store/product/a?x=1', { 'accept-language': 'es' }, 'ja'],
    ['/jam', {}, 'en'],
    ['/api/search?locale=ja', {}, 'ja'],
    ['/api/search', { cookie: 'a=1; NEXT_LOCALE=es' }, 'es'],
    ['/api/search', { cookie: 'NEXT_LOCALE=fr' }, 'en'],
    ['/api/search', { 'accept-language': 'ja-JP,en;q=0.5' }, 'ja'],
    ['/api/search?locale=es', { cookie: 'NEXT_LOCALE=ja' }, 'es'],
  ])('%s with %o: %s', (url, headers, expected) => expect(languageOf(url, headers)).toBe(expected));
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
    // "Try again" asks for the same page (the empty reference), not home.
    expect(html).toContain(`<a href="">${ja.busy.retry}</a>`);
  });

  it('answers an API call with JSON in the language it asked for', async () => {
    const answer = await fetch(`${base}/api/search?locale=es`, { method: 'POST' });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(await answer.json()).toEqual({ error: { code: 'busy', message: es.busy.api } });
  });
});
