import fs from 'node:fs';
import net from 'node:net';
import { listenerLines, queuedConnections } from '@/lib/edge/accept-queue';

const HEADER = '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode';
/** One line of /proc/net/tcp: local address, state, and the accept queue as `tx_queue:rx_queue`. */
const row = (local: string, state: string, queues = '00000000:00000000') => `   0: ${local} 00000000:0000 ${state} ${queues} 00:00000000 00000000  1000        0 4242 1 0000000000000000 100 0 0 10 0`;
const table = (...rows: string[]) => [HEADER, ...rows, ''].join('\n');

describe('the connections waiting for a port in a socket table', () => {
  it.each([
    ['a busy listener on another port', table(row('0100007F:0BB8', '0A', '00001000:00000005')), 3700, 0],
    ['an idle listener', table(row('0100007F:0E74', '0A', '00001000:00000000')), 3700, 0],
    ['a listener with 5 in its accept queue', table(row('0100007F:0E74', '0A', '00001000:00000005')), 3700, 5],
    ['a queue of 26', table(row('00000000:0E74', '0A', '00001000:0000001A')), 3700, 26],
    ['eight shared listeners, two with a queue', table(...Array.from({ length: 8 }, (_, index) => row('0100007F:0E74', '0A', `00001000:0000000${index % 4 === 0 ? 2 : 0}`))), 3700, 4],
    ['a connection in its handshake', table(row('0100007F:0E74', '03')), 3700, 1],
    ['accepted connections do not count', table(row('0100007F:0E74', '01', '00000000:00000400'), row('0100007F:0E74', '06')), 3700, 0],
    ['connections on another port', table(row('0100007F:D431', '01'), row('0100007F:D431', '03')), 3700, 0],
    ['an IPv6 listener', table(row('00000000000000000000000001000000:0E74', '0A', '00001000:00000003')), 3700, 3],
    ['an empty table', table(), 3700, 0],
  ])('%s', (_, text, port, expected) => {
    expect(queuedConnections(text, port)).toBe(expected);
  });
});

describe('the listener lines at the top of a socket table', () => {
  const listening = (port: string, queue = '00000000') => row(`0100007F:${port}`, '0A', `00001000:${queue}`);
  it.each([
    ['the port among other listeners, then connections', table(listening('0BB8', '00000004'), listening('0E74', '00000002'), listening('0E74'), row('0100007F:0E74', '01')), { queued: 2, seen: 2, pastListeners: true }],
    ['a piece that ends inside a line: the line waits for the next read', [HEADER, listening('0E74', '00000001'), listening('0E74', '00000003').slice(0, 40)].join('\n'), { queued: 1, seen: 1, pastListeners: false }],
    ['only listeners so far', table(listening('0E74'), listening('0BB8')), { queued: 0, seen: 1, pastListeners: false }],
    ['no listener on the port', table(listening('0BB8'), row('0100007F:0E74', '03')), { queued: 0, seen: 0, pastListeners: true }],
    ['a connection of the port after the listeners is not read', table(row('0100007F:0E74', '01'), listening('0E74', '00000009')), { queued: 0, seen: 0, pastListeners: true }],
    ['nothing read yet', '', { queued: 0, seen: 0, pastListeners: false }],
  ])('%s', (_, text, expected) => {
    expect(listenerLines(text, 3700)).toEqual(expected);
  });

  const linux = process.platform === 'linux' ? it : it.skip;

  linux('this kernel writes every listener before any connection (the short reading relies on it)', async () => {
    const server = net.createServer((socket) => socket.pause());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => server.once('connection', resolve));
    const states = fs.readFileSync('/proc/net/tcp', 'latin1').trim().split('\n').slice(1).map((line) => line.trim().split(/\s+/)[3]);
    client.destroy();
    server.close();
    expect(states).toContain('01');
    expect(states.indexOf('01')).toBeGreaterThan(states.lastIndexOf('0A'));
  });
});
