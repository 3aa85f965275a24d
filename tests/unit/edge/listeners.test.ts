import net from 'node:net';
import { LISTENERS, listenShared } from '@/lib/edge/listeners';

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
});
