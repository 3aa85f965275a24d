import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expiredTags } from '@/tests/stubs/next-cache';
import { POST } from '@/app/api/internal/expire/route';
import { expireOnInstances } from '@/lib/shop/catalogue/io/notify';
import { restoreEnv } from '../support/env';

const SECRET = 'a-signing-secret-of-at-least-32-characters';
const none = { params: Promise.resolve({}) } as never;

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
  restoreEnv('SESSION_SECRET', previousSecret);
});
beforeEach(() => {
  expiredTags.length = 0;
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
      expect(wrongSecret).toMatchObject([{ instance: running.url, ok: false }]);
      expect(wrongSecret[0].detail).toMatch(/answered 401/);
    } finally {
      await running.close();
    }
  });
});
