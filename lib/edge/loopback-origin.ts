import type { AddressInfo } from 'node:net';

/**
 * The origin a process reaches its own HTTP server at, from what `server.address()` says: a
 * wildcard bind (`0.0.0.0`, `::`) is reached on loopback, any other address as it is, IPv6 in
 * brackets.
 */
export function loopbackOrigin(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
