import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expiredTags } from '@/tests/stubs/next-cache';
import { POST, GET } from '@/app/api/admin/expire/route';
import { SIGNATURE_HEADER, signBody } from '@/lib/admin/signature';
import { expireOnInstances } from '@/lib/catalogue-io/notify';

const SECRET = 'a-signing-secret-of-at-least-32-characters';
const none = { params: Promise.resolve({}) } as never;

const expireRequest = (body: string, signature: string | null) =>
  new Request('http://shop.test/api/admin/expire', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
  });

/** The route handler behind a real HTTP listener, as a running instance answers the import's call. */
function instance(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request = new Request(`http://127.0.0.1${incoming.url}`, {
      method: incoming.method,
      headers: incoming.headers as Record<string, string>,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const answer = await POST(request, none);
    outgoing.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    outgoing.end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  );
}

let previousSecret: string | undefined;
beforeAll(() => {
  previousSecret = process.env.SESSION_SECRET;
  process.env.SESSION_SECRET = SECRET;
});
afterAll(() => {
  if (previousSecret === undefined) delete process.env.SESSION_SECRET;
  else process.env.SESSION_SECRET = previousSecret;
});
beforeEach(() => {
  expiredTags.length = 0;
});

describe('POST /api/admin/expire', () => {
  const body = JSON.stringify({ tags: ['catalogue', 'product:12'] });

  it('expires the tags of a request signed with the shop secret', async () => {
    const answer = await POST(expireRequest(body, signBody(SECRET, body)), none);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ expired: ['catalogue', 'product:12'] });
    expect(expiredTags).toEqual(['catalogue', 'product:12']);
  });

  it.each([
    ['no signature', body, null],
    ['another secret', body, signBody('another-secret-of-at-least-32-characters!', body)],
    ['a body changed after signing', JSON.stringify({ tags: ['listings'] }), signBody(SECRET, body)],
    ['a signature ten minutes old', body, signBody(SECRET, body, Date.now() - 10 * 60_000)],
    ['a malformed header', body, 'v1=abc'],
  ])('refuses %s with 401 and expires nothing', async (_case, sent, signature) => {
    const answer = await POST(expireRequest(sent, signature), none);
    expect(answer.status).toBe(401);
    expect((await answer.json()).error.code).toBe('invalid_signature');
    expect(expiredTags).toEqual([]);
  });

  it('refuses a signed request naming no known tag with 400', async () => {
    const wrong = JSON.stringify({ tags: ['everything'] });
    const answer = await POST(expireRequest(wrong, signBody(SECRET, wrong)), none);
    expect(answer.status).toBe(400);
    expect(expiredTags).toEqual([]);
  });

  it('serves POST only', async () => {
    const answer = await GET(new Request('http://shop.test/api/admin/expire'));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

describe('an import expires the cache of each running instance', () => {
  it('calls the route on every instance named and says which did not answer', async () => {
    const running = await instance();
    const gone = await instance();
    await gone.close();
    try {
      const stopped = gone.url;
      const results = await expireOnInstances([running.url, stopped], SECRET);
      expect(results[0]).toEqual({ instance: running.url, ok: true, detail: 'expired' });
      expect(results[1]).toMatchObject({ instance: stopped, ok: false });
      expect(results[1].detail).toMatch(/ECONNREFUSED/);
      expect(expiredTags).toEqual(['catalogue']);

      const wrongSecret = await expireOnInstances([running.url], 'not-the-shop-secret-but-32-characters-long');
      expect(wrongSecret).toEqual([{ instance: running.url, ok: false, detail: 'answered 401 (The signature of this request is not valid.)' }]);
    } finally {
      await running.close();
    }
  });
});
