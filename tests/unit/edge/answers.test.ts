/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { badRequest, busy, languageOf, redirect, send, shopServerDown } from '@/lib/edge/answers';
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

describe('the edge answers', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const url = request.url ?? '/';
      if (url.startsWith('/bad')) return send(request, response, badRequest());
      if (url.startsWith('/moved')) return send(request, response, redirect('/faqs?a=1#x'));
      if (url.startsWith('/down')) return send(request, response, shopServerDown('es', 3));
      send(request, response, busy(languageOf(url, request.headers), url.startsWith('/api/'), 7));
    });
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

  it('answers the shop server being down with its own page, home as the way on', async () => {
    const answer = await fetch(`${base}/down`);
    expect([answer.status, answer.headers.get('retry-after'), answer.headers.get('cache-control')]).toEqual([503, '3', 'no-store']);
    const html = await answer.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<h1>${es.unavailable.title}</h1>`);
    expect(html).toContain(`<a href="/es">${es.unavailable.home}</a>`);
  });

  it('answers 400 in plain English, and a redirect with the headers of every answer', async () => {
    const bad = await fetch(`${base}/bad`);
    expect([bad.status, await bad.text()]).toEqual([400, 'Bad request: this address is not valid.']);
    expect(bad.headers.get('x-content-type-options')).toBe('nosniff');
    const moved = await fetch(`${base}/moved`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([308, '/faqs?a=1#x']);
    expect(moved.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('sends a HEAD without a body', async () => {
    const answer = await fetch(`${base}/es/search`, { method: 'HEAD' });
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await answer.text()).toBe('');
  });
});
