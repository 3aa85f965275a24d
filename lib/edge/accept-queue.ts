import fs from 'node:fs';

/**
 * Connections the kernel holds for a port's listeners and the server has not accepted yet, read from
 * Linux's socket tables (proc(5), /proc/net/tcp and tcp6). Closing a listener resets the connections
 * in its accept queue, and a proxy has usually written its request on them already: nginx does not
 * retry a POST it sent, so the shopper got a 502 (docs/edge.md, "Stopping").
 */

const LISTEN = '0A';
/** A connection still in its handshake: its final ACK would meet a closed port and be reset too. */
const SYN_RECV = '03';

/**
 * In one table's text, the port's accept-queue lengths (a listening socket's `rx_queue`) and its
 * half-open connections, added up. Every listener on the port counts: the shop's, which share it.
 */
export function queuedConnections(table: string, port: number): number {
  const ofPort = portSuffix(port);
  let queued = 0;
  for (const line of table.split('\n').slice(1)) {
    const { local, state, queues } = fieldsOf(line);
    if (!local?.endsWith(ofPort)) continue;
    if (state === LISTEN) queued += acceptQueue(queues);
    else if (state === SYN_RECV) queued += 1;
  }
  return queued;
}

/** A table line's local address, state and `tx_queue:rx_queue` (proc(5)). */
function fieldsOf(line: string): { local?: string; state?: string; queues: string } {
  const [, local, , state, queues] = line.trim().split(/\s+/);
  return { local, state, queues };
}

/** How a local address on the port ends: the port in four upper-case hex digits. */
const portSuffix = (port: number) => `:${port.toString(16).toUpperCase().padStart(4, '0')}`;

/** A listening socket's `rx_queue`: the connections waiting to be accepted. */
const acceptQueue = (queues: string) => Number.parseInt(queues.split(':')[1], 16);

/**
 * From the top of a table's text, the accept queues of the port's listeners, how many of their lines
 * were seen, and whether the text went past the listeners. The kernel writes every listening socket
 * before any other (net/ipv4/tcp_ipv4.c walks its listening hash first; the test of this file checks
 * it on the machine), one whole line each.
 */
export function listenerLines(text: string, port: number): { queued: number; seen: number; pastListeners: boolean } {
  const ofPort = portSuffix(port);
  let queued = 0;
  let seen = 0;
  // The last piece is the start of a line still to come (or nothing).
  for (const line of text.split('\n').slice(1, -1)) {
    const { local, state, queues } = fieldsOf(line);
    if (state !== LISTEN) return { queued, seen, pastListeners: true };
    if (!local?.endsWith(ofPort)) continue;
    queued += acceptQueue(queues);
    seen++;
  }
  return { queued, seen, pastListeners: false };
}

const TABLES = { IPv4: '/proc/net/tcp', IPv6: '/proc/net/tcp6' };

/**
 * The accept queues of `count` listeners of one family on the port, read from the top of the table
 * and no further than their lines. A connection the kernel queues once its listener's line is written
 * is reset by the close that follows, and a whole table walks every hash bucket of the machine's
 * connections (1.5 ms each here, whatever it holds); reads of 1 KB end a few lines past the port's
 * (the kernel walks only as far as the bytes asked for): 0.1-0.8 ms from the first line. Null where
 * the table cannot be read.
 */
export function readListenQueues(port: number, family: string, count: number): number | null {
  let fd: number;
  try {
    fd = fs.openSync(family === 'IPv6' ? TABLES.IPv6 : TABLES.IPv4, 'r');
  } catch {
    return null;
  }
  try {
    const chunk = Buffer.alloc(1024);
    let text = '';
    let lines = listenerLines(text, port);
    for (let read = fs.readSync(fd, chunk); read > 0; read = fs.readSync(fd, chunk)) {
      text += chunk.toString('latin1', 0, read);
      lines = listenerLines(text, port);
      if (lines.seen >= count || lines.pastListeners) break;
    }
    return lines.queued;
  } finally {
    fs.closeSync(fd);
  }
}

/** The port's waiting connections now, or null where the tables cannot be read (not Linux). */
export function readQueuedConnections(port: number): number | null {
  let queued: number | null = null;
  for (const table of Object.values(TABLES)) {
    try {
      queued = (queued ?? 0) + queuedConnections(fs.readFileSync(table, 'latin1'), port);
    } catch {
      // A kernel without IPv6 has no tcp6 table; the other one still counts.
    }
  }
  return queued;
}
