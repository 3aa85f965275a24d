import { BlockList, isIP } from 'node:net';
import { config } from '@/lib/runtime/config';

/**
 * Set on every incoming request by the shop's server itself (lib/edge/serve.ts) to the
 * TCP peer's address, overwriting whatever a client sent under that name.
 */
export const PEER_HEADER = 'x-shop-peer-address';

type TrustedProxies = { hops: number; ranges: string[] };

/** `::ffff:1.2.3.4` and `1.2.3.4:5678` as plain `1.2.3.4`; anything else as sent, bounded. */
function normalize(entry: string): string {
  const address = entry.trim().replace(/^\[(.*)\](?::\d+)?$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address)?.[1];
  return (withPort ?? address).slice(0, 64).toLowerCase();
}

const rangeLists = new Map<string, BlockList>();

function trustedRanges(ranges: string[]): BlockList {
  const key = ranges.join(',');
  let list = rangeLists.get(key);
  if (!list) {
    list = new BlockList();
    for (const range of ranges) {
      const [address, prefix] = range.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    rangeLists.set(key, list);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The address a request came from, from the left-to-right chain of `X-Forwarded-For` entries
 * followed by the TCP peer. With no trusted proxies that is the peer; with a hop count the
 * entry that many places left of the peer; with ranges the rightmost entry outside them.
 */
export function addressFromChain(forwardedFor: string[], peer: string, proxies: TrustedProxies | undefined): string {
  if (!proxies) return peer;
  const chain = [...forwardedFor.map(normalize).filter(Boolean), peer];
  if (proxies.hops > 0) return chain[Math.max(0, chain.length - 1 - proxies.hops)];
  const list = trustedRanges(proxies.ranges);
  for (let index = chain.length - 1; index >= 0; index--) {
    if (!isTrusted(list, chain[index])) return chain[index];
  }
  return chain[0];
}

/**
 * Whether the request reached us through a proxy TRUSTED_PROXIES names, so that its
 * X-Forwarded-Host and -Proto describe the shopper's address: with a hop count the peer is the
 * proxy by the operator's word; with ranges the peer must lie in one of them.
 */
export function cameThroughTrustedProxy(headers: { get(name: string): string | null }): boolean {
  const proxies = config().TRUSTED_PROXIES;
  if (!proxies) return false;
  if (proxies.hops > 0) return true;
  return isTrusted(trustedRanges(proxies.ranges), normalize(headers.get(PEER_HEADER) ?? ''));
}

/**
 * The client address used for rate limits and order limits. A request that reached the handler
 * without passing the Node server (tests call handlers directly) counts as one "unknown" client.
 */
export function clientAddress(request: Request): string {
  const peer = normalize(request.headers.get(PEER_HEADER) ?? '');
  if (!peer) return 'unknown';
  const forwarded = (request.headers.get('x-forwarded-for') ?? '').split(',').filter((entry) => entry.trim());
  return addressFromChain(forwarded, peer, config().TRUSTED_PROXIES);
}
