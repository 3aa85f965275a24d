/**
 * The order sweep's route to expiring cached pages from outside a request: the client signs and
 * posts over real HTTP to the route handler, which expires through next/cache (recorded by the
 * stub). Against the real build, tests/upgrade/seams.spec.ts checks a page actually leaves the
 * page cache, and tests/e2e/money.spec.ts that a swept order's stock shows on the next load.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expiredTags } from '@/tests/stubs/next-cache';
import { POST } from '@/app/api/internal/expire/route';
import { signingSecret } from '@/lib/security/signing-secret';
import { INTERNAL_EXPIRE_PATH, requestExpiry } from '@/lib/edge/internal-expire';
import { loopbackOrigin } from '@/lib/edge/loopback-origin';
import { INTERNAL_SIGNATURE_HEADER, INTERNAL_SIGNATURE_MAX_AGE_MS, internalKey, signInternal } from '@/lib/security/internal-signature';
import { CATALOGUE_TAG, LONG_LISTS_TAG, productTag } from '@/lib/shop/common/tags';

const none = { params: Promise.resolve({}) } as never;
let server: http.Server;
let origin: string;
const received: number[] = [];

beforeAll(async () => {
  // The route handler behind a plain Node server, as Next puts it behind its own.
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])) as [string, string][]);
    const answer = await POST(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }), none);
    received.push(answer.status);
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = loopbackOrigin(server.address() as AddressInfo);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  expiredTags.length = 0;
  received.length = 0;
});

const key = () => internalKey(signingSecret());

describe('requestExpiry over HTTP to the route handler', () => {
  it("expires the products' pages and the long lists", async () => {
    await requestExpiry(origin, { products: [4, 5, 4] }, key());
    expect(received).toEqual([204]);
    expect(expiredTags).toEqual([productTag(4), productTag(5), LONG_LISTS_TAG]);
  });

  it('expires the whole catalogue', async () => {
    await requestExpiry(origin, { catalogue: true }, key());
    expect(expiredTags).toEqual([CATALOGUE_TAG]);
  });

  it('sends a long list of products in several requests, each under the body limit', async () => {
    const ids = Array.from({ length: 1500 }, (_, index) => index + 1);
    await requestExpiry(origin, { products: ids }, key());
    expect(received).toEqual([204, 204]);
    expect(new Set(expiredTags)).toEqual(new Set([...ids.map(productTag), LONG_LISTS_TAG]));
  });

  it('fails, expiring nothing, when signed with another key', async () => {
    await expect(requestExpiry(origin, { products: [4] }, internalKey('not the server secret, but long enough'))).rejects.toThrow(/answered 401/);
    expect(expiredTags).toEqual([]);
  });
});

describe('POST /api/internal/expire refuses what the server did not sign', () => {
  const body = JSON.stringify({ products: [7] });
  const post = (headers: Record<string, string>, text = body) =>
    POST(new Request(`http://shop.test${INTERNAL_EXPIRE_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text }), none);

  it.each([
    ['no signature', () => ({})],
    ['a made-up signature', () => ({ [INTERNAL_SIGNATURE_HEADER]: `t=${Date.now()},v1=${'0'.repeat(64)}` })],
    ['a signature of another body', () => ({ [INTERNAL_SIGNATURE_HEADER]: signInternal(key(), 'POST', INTERNAL_EXPIRE_PATH, JSON.stringify({ products: [8] })) })],
    ['a signature for another path', () => ({ [INTERNAL_SIGNATURE_HEADER]: signInternal(key(), 'POST', '/api/internal/other', body) })],
    ['a signature older than the window', () => ({ [INTERNAL_SIGNATURE_HEADER]: signInternal(key(), 'POST', INTERNAL_EXPIRE_PATH, body, Date.now() - INTERNAL_SIGNATURE_MAX_AGE_MS - 1000) })],
    ['a browser on the shop itself, unsigned', () => ({ 'sec-fetch-site': 'same-origin' })],
  ])('%s: 401, nothing expired', async (_case, headers) => {
    const answer = await post(headers());
    expect(answer.status).toBe(401);
    expect((await answer.json()).error.code).toBe('invalid_signature');
    expect(expiredTags).toEqual([]);
  });

  it.each([
    ['not JSON', '{"products":'],
    ['no product', JSON.stringify({ products: [] })],
    ['an id out of range', JSON.stringify({ products: [2 ** 31] })],
    ['something else', JSON.stringify({ tags: ['catalogue'] })],
  ])('signed but %s: 400, nothing expired', async (_case, text) => {
    const answer = await post({ [INTERNAL_SIGNATURE_HEADER]: signInternal(key(), 'POST', INTERNAL_EXPIRE_PATH, text) }, text);
    expect(answer.status).toBe(400);
    expect(expiredTags).toEqual([]);
  });
});

describe('loopbackOrigin', () => {
  it.each([
    [{ address: '0.0.0.0', family: 'IPv4', port: 3000 }, 'http://127.0.0.1:3000'],
    [{ address: '::', family: 'IPv6', port: 3000 }, 'http://[::1]:3000'],
    [{ address: '127.0.0.1', family: 'IPv4', port: 4800 }, 'http://127.0.0.1:4800'],
    [{ address: '::1', family: 'IPv6', port: 4800 }, 'http://[::1]:4800'],
    [{ address: '192.168.1.20', family: 'IPv4', port: 80 }, 'http://192.168.1.20:80'],
    [{ address: 'fe80::1', family: 'IPv6', port: 8080 }, 'http://[fe80::1]:8080'],
  ])('%o → %s', (address, expected) => {
    expect(loopbackOrigin(address)).toBe(expected);
  });
});
