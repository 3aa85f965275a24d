import type { ServerResponse } from 'node:http';

/** The writes of one answer that the server's wrappers (the cached pages' policy, a failed render, the whole not-found page) stand in for. */
export type ResponseMethods = Pick<ServerResponse, 'writeHead' | 'flushHeaders' | 'write' | 'end'>;

/** The answer's own writes, kept before a wrapper replaces them, to be called once it has decided. */
export const methodsOf = (response: ServerResponse): ResponseMethods => ({
  writeHead: response.writeHead,
  flushHeaders: response.flushHeaders,
  write: response.write,
  end: response.end,
});
