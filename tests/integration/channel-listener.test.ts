/**
 * The listener that carries announced expiry (lib/db/channel-listener.ts) on a real PostgreSQL,
 * reached through a proxy the test controls, so it can cut the connections, refuse new ones for a
 * while (a database restarting), go deaf (a connection that stays open but carries nothing) and
 * drop connections the moment they are ready (a database that fails over while clients connect).
 * In each case the listener must say it may have missed notices once it listens again, and go on
 * hearing them, and nothing may reject unhandled: jest fails the tests on such a rejection, and a
 * server outside Next would die of one. Runs where TEST_DATABASE_URL names a server
 * (scripts/test-postgres.sh).
 */
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { listenToChannel } from '@/lib/db/channel-listener';

const server = process.env.TEST_DATABASE_URL;

/**
 * Whether the server has said it is ready for a query (its first ReadyForQuery message, 'Z'):
 * reads the message headers of what it sends, a type byte and a length that counts itself.
 */
function readinessWatcher() {
  let pending = Buffer.alloc(0);
  let ready = false;
  return {
    get ready() {
      return ready;
    },
    see(chunk: Buffer) {
      if (ready) return;
      pending = Buffer.concat([pending, chunk]);
      while (!ready && pending.length >= 5) {
        const size = 1 + pending.readUInt32BE(1);
        if (pending.length < size) break;
        ready = pending[0] === 0x5a;
        pending = pending.subarray(size);
      }
    },
  };
}

/** A TCP proxy in front of the database. */
async function proxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let deaf = false;
  let refusing = false;
  let dropping = false;
  const listener = net.createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const server = readinessWatcher();
    client.on('data', (data) => {
      // The client's first query on a connection that just became ready: reset it, as a server
      // failing over does, while the query is in flight.
      if (dropping && server.ready) return client.resetAndDestroy();
      if (!deaf) upstream.write(data);
    });
    upstream.on('data', (data) => {
      server.see(data);
      if (!deaf) client.write(data);
    });
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      a.on('error', () => b.destroy());
      a.on('close', () => {
        b.destroy();
        sockets.delete(a);
      });
    }
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((listener.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut: () => sockets.forEach((socket) => socket.destroy()),
    setDeaf: (value: boolean) => (deaf = value),
    setRefusing: (value: boolean) => (refusing = value),
    /** While set, each connection is reset as soon as it sends its first query. */
    setDropping: (value: boolean) => (dropping = value),
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}

async function until(condition: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

(server ? describe : describe.skip)('a listener on a PostgreSQL channel', () => {
  let sender: postgres.Sql;
  let front: Awaited<ReturnType<typeof proxy>>;
  const channel = `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const events: string[] = [];
  let listener: { stop(): Promise<void> };

  beforeAll(async () => {
    sender = postgres(server!, { max: 1, onnotice: () => {} });
    front = await proxy(new URL(server!));
    listener = listenToChannel(
      front.url,
      channel,
      { onNotice: (payload) => events.push(payload), onGap: () => events.push('gap'), onTrouble: () => events.push('trouble') },
      { probeEveryMs: 200, probeTimeoutMs: 600, retryMs: 100, connectTimeoutS: 1 },
    );
  });
  afterAll(async () => {
    await listener.stop();
    await front.close();
    await sender.end();
  });

  /** Sends a notice until the listener hears it (it may be between connections when the first is sent). */
  async function heard(text: string) {
    for (let attempt = 0; attempt < 30 && !events.includes(text); attempt++) {
      await sender.notify(channel, text);
      await until(() => events.includes(text), text, 300).catch(() => {});
    }
    expect(events).toContain(text);
  }
  /** Each event once, in the order first seen (a notice sent twice while reconnecting may arrive twice). */
  const distinct = () => [...new Set(events)];

  it('passes notices on, and no probe', async () => {
    await heard('one');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(distinct()).toEqual(['one']);
  });

  it('says it may have missed notices after its connection was cut', async () => {
    events.length = 0;
    front.cut();
    await until(() => events.includes('gap'), 'the gap');
    await heard('after the cut');
    expect(distinct().filter((event) => event !== 'trouble')).toEqual(['gap', 'after the cut']);
  });

  it('keeps trying while the database refuses, then says so', async () => {
    events.length = 0;
    front.setRefusing(true);
    front.cut();
    await until(() => events.includes('trouble'), 'the trouble');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(events).not.toContain('gap');
    front.setRefusing(false);
    await until(() => events.includes('gap'), 'the gap');
    await heard('after the outage');
  });

  it('finds a connection that hears nothing, starts over, then says so', async () => {
    events.length = 0;
    front.setDeaf(true);
    await until(() => events.includes('trouble'), 'the trouble');
    front.setDeaf(false);
    await until(() => events.includes('gap'), 'the gap');
    await heard('after the silence');
    expect(events.filter((event) => event === 'gap')).toHaveLength(1);
  });

  it('keeps trying while connections drop as soon as they are ready, then says so', async () => {
    await heard('before the failover');
    events.length = 0;
    front.setDropping(true);
    front.cut();
    // Only a failed probe is trouble, and a probe fails here only on a connection it opened anew.
    await until(() => events.includes('trouble'), 'the trouble');
    front.setDropping(false);
    await until(() => events.includes('gap'), 'the gap');
    await heard('after the failover');
  });
});
