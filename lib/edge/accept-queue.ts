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
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  let queued = 0;
  for (const line of table.split('\n').slice(1)) {
    const [, local, , state, queues] = line.trim().split(/\s+/);
    if (!local?.endsWith(`:${portHex}`)) continue;
    if (state === LISTEN) queued += Number.parseInt(queues.split(':')[1], 16);
    else if (state === SYN_RECV) queued += 1;
  }
  return queued;
}

/** The port's waiting connections now, or null where the tables cannot be read (not Linux). */
export function readQueuedConnections(port: number): number | null {
  let queued: number | null = null;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    try {
      queued = (queued ?? 0) + queuedConnections(fs.readFileSync(table, 'latin1'), port);
    } catch {
      // A kernel without IPv6 has no tcp6 table; the other one still counts.
    }
  }
  return queued;
}
