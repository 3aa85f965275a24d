import http from 'node:http';
import https from 'node:https';
import { PEER_HEADER } from '@/lib/api/client-address';

const PATCHED = Symbol.for('yps.peerAddressRecorded');

/**
 * Next.js hands route handlers a Request without the socket, and only fills in
 * `X-Forwarded-For` with the peer when the client sent none. So before Next sees a request the
 * server writes the socket's address into a header of our own, replacing any value a client
 * put there: the one value about the sender that the sender cannot choose.
 */
export function recordPeerAddresses(): void {
  for (const Server of [http.Server, https.Server]) {
    const prototype = Server.prototype as http.Server & { [PATCHED]?: boolean };
    if (prototype[PATCHED]) continue;
    const emit = prototype.emit;
    prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const request = args[0] as http.IncomingMessage;
        request.headers[PEER_HEADER] = request.socket?.remoteAddress ?? '';
      }
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    } as typeof emit;
    prototype[PATCHED] = true;
  }
}
