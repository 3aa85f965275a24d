import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@/lib/runtime/logger';

type Started = { request: IncomingMessage; response: ServerResponse };

/** A proxy's request id is kept when it looks like one, so its log lines and ours join up. */
const PROXY_ID = /^[\w.:-]{8,128}$/;

/**
 * Answers the edge counts in a summary line of its own instead of one line each: a burst's held
 * refusals, thousands a second (lib/edge/front.ts logs how many once a second).
 */
const SUMMARIZED = Symbol.for('shop.request-log.summarized');
// On globalThis: the request log runs in Next's bundle (instrumentation), the edge in the server's.
const summarized = ((globalThis as typeof globalThis & { [SUMMARIZED]?: WeakSet<ServerResponse> })[SUMMARIZED] ??= new WeakSet());
export const logInSummary = (response: ServerResponse): void => void summarized.add(response);

export function requestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && PROXY_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One log line per HTTP request with its id, status and duration. Node's HTTP diagnostics
 * channels see every request the server takes (pages, API, files), which Next's middleware
 * does not. The id is put on the request, so handlers can log with it, and on the answer.
 */
export function logRequests(logger: Logger) {
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, response } = message as Started;
    const started = performance.now();
    const id = requestId(request.headers['x-request-id']);
    request.headers['x-request-id'] = id;
    response.setHeader('x-request-id', id);
    const path = (request.url ?? '/').split('?')[0];
    let logged = false;
    const done = (aborted: boolean) => {
      if (logged || summarized.has(response)) return;
      logged = true;
      const status = response.statusCode;
      const line = { requestId: id, method: request.method, path, status, durationMs: Math.round((performance.now() - started) * 10) / 10, aborted: aborted || undefined };
      // A client that went away (a prefetch cancelled by navigation) is not the server's fault.
      if (status >= 500) logger.warn(line, 'request');
      else logger.info(line, 'request');
    };
    response.once('finish', () => done(false));
    response.once('close', () => done(!response.writableFinished));
  });
}
