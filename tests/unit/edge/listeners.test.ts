import net from 'node:net';
import { readListenQueues, readQueuedConnections } from '@/lib/edge/accept-queue';
import { closeAll, closeWhenNoneWait, LISTENERS, listenShared } from '@/lib/edge/listeners';

/** Node shares a port between sockets (`reusePort`) from 22.12 and 23.1, on Linux; the machine's Node 20 does not. */
const [major, minor] = process.versions.node.split('.').map(Number);
const sharesPorts = process.platform === 'linux' && (major > 22 || (major === 22 && minor >= 12));

const open: net.Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((listener) => new Promise((resolve) => listener.close(resolve))));
});

async function listen(port = 0, onSocket: (socket: net.Socket) => void = (socket) => socket.destroy()) {
  const listeners = await listenShared({ port, host: '127.0.0.1', backlog: 128, onSocket });
  open.push(...listeners);
  return listeners;
}

const portOf = (listener: net.Server) => (listener.address() as net.AddressInfo).port;

function connect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end());
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
}

describe('the listeners on the shop port', () => {
  it(`binds ${LISTENERS} sockets to one port where Node shares ports, else one`, async () => {
    const listeners = await listen();
    expect(listeners).toHaveLength(sharesPorts ? LISTENERS : 1);
    expect(new Set(listeners.map(portOf)).size).toBe(1);
  });

  it('takes every connection, spread over the listeners where there are several', async () => {
    const takenBy = new Map<net.Server, number>();
    const listeners = await listen(0, (socket) => socket.destroy());
    for (const listener of listeners) listener.on('connection', () => takenBy.set(listener, (takenBy.get(listener) ?? 0) + 1));
    await Promise.all(Array.from({ length: 64 }, () => connect(portOf(listeners[0]))));
    expect([...takenBy.values()].reduce((sum, count) => sum + count, 0)).toBe(64);
    if (sharesPorts) expect(takenBy.size).toBeGreaterThan(1);
  });

  it('refuses a port a second copy of the shop already shares (EADDRINUSE), and leaves the first serving', async () => {
    const [first] = await listen();
    await expect(listen(portOf(first))).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await connect(portOf(first));
  });

  it('refuses a port another program holds', async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    open.push(other);
    await expect(listen(portOf(other))).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  /**
   * A connection the kernel completed while the event loop was busy (a render's synchronous work)
   * and a stop at that moment: what the client gets, the answer or a reset.
   */
  async function stopWhileOneWaits(close: (listeners: net.Server[]) => Promise<unknown>): Promise<string> {
    const listeners = await listen(0, (socket) => socket.end('served'));
    const port = portOf(listeners[0]);
    const client = net.connect(port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      client.on('data', (chunk) => (text += chunk));
      client.on('end', () => resolve(text));
      client.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    // Node calls connect() on the next tick for an IP address; then the loop stays busy until the
    // kernel has finished the handshake and holds the connection for a listener.
    await new Promise((resolve) => process.nextTick(resolve));
    const until = Date.now() + 2_000;
    while (readQueuedConnections(port) === 0 && Date.now() < until);
    expect(readQueuedConnections(port)).toBe(1);
    // The short reading, the one a stop closes on, sees it too.
    expect(readListenQueues(port, 'IPv4', listeners.length)).toBe(1);
    await close(listeners);
    return answer;
  }

  const linux = process.platform === 'linux' ? it : it.skip;

  linux('a stop that closes at once resets the connection the kernel held (why closeWhenNoneWait exists)', async () => {
    await expect(stopWhileOneWaits(closeAll)).resolves.toBe('ECONNRESET');
  });

  linux('a stop closes when no connection waits: the one the kernel held is accepted and answered', async () => {
    let left = -1;
    await expect(stopWhileOneWaits(async (listeners) => (left = await closeWhenNoneWait(listeners)))).resolves.toBe('served');
    expect(left).toBe(0);
  });

  it('closes after the wait when connections keep waiting, and where the queues cannot be read at once', async () => {
    const started = Date.now();
    await expect(closeWhenNoneWait(await listen(), { waitMs: 100, queued: () => 3 })).resolves.toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    await expect(closeWhenNoneWait(await listen(), { queued: () => null })).resolves.toBe(0);
  });

  it('reads the queues again after each turn of the event loop and closes at the first empty reading', async () => {
    const readings = [2, 1, 0, 5];
    const listeners = await listen();
    await expect(closeWhenNoneWait(listeners, { queued: () => readings.shift() ?? 0 })).resolves.toBe(0);
    expect(readings).toEqual([5]);
    expect(listeners.every((listener) => !listener.listening)).toBe(true);
  });

  it('closes only on a reading of the listeners alone that finds them empty too, asking for every listener line', async () => {
    const listenerReadings = [1, 0];
    const asked: unknown[] = [];
    const listeners = await listen();
    const port = portOf(listeners[0]);
    const listenQueued = (...args: unknown[]) => (asked.push(args), listenerReadings.shift() ?? 0);
    await expect(closeWhenNoneWait(listeners, { queued: () => 0, listenQueued })).resolves.toBe(0);
    expect(asked).toEqual([
      [port, 'IPv4', listeners.length],
      [port, 'IPv4', listeners.length],
    ]);
    expect(listeners.every((listener) => !listener.listening)).toBe(true);
  });
});
